import SportsIcon from '@mui/icons-material/Sports';
import { lazyPage } from '../common/lazyPage';
import { personName } from '../people/personName';

/** The `trainers` resource (/trainers); the detail page is a child route (App). Pages load when first shown. */
export default {
  list: lazyPage(() => import('./TrainerList'), 'TrainerList'),
  edit: lazyPage(() => import('../people/PersonEdit'), 'PersonEdit'),
  recordRepresentation: personName,
  icon: SportsIcon,
};
