import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { lazyPage } from '../common/lazyPage';
import { personName } from '../people/personName';

/** The `players` resource (/players); the detail page is a child route (App). Pages load when first shown. */
export default {
  list: lazyPage(() => import('./PlayerList'), 'PlayerList'),
  edit: lazyPage(() => import('../people/PersonEdit'), 'PersonEdit'),
  recordRepresentation: personName,
  icon: DirectionsRunIcon,
};
