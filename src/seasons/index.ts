import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazyPage';

/** The `season` resource (/season). Pages load when first shown. */
export default {
  list: lazyPage(() => import('./SeasonList'), 'SeasonList'),
  edit: lazyPage(() => import('./SeasonEdit'), 'SeasonEdit'),
  create: lazyPage(() => import('./SeasonEdit'), 'SeasonCreate'),
  recordRepresentation: 'seasonName',
  icon: EventIcon,
};
