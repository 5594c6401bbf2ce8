import GroupsIcon from '@mui/icons-material/Groups';
import { lazyPage } from '../common/lazyPage';

/** The `teams` resource (/teams); the team page is a child route (App). Pages load when first shown. */
export default {
  list: lazyPage(() => import('./TeamList'), 'TeamList'),
  edit: lazyPage(() => import('./TeamEdit'), 'TeamEdit'),
  create: lazyPage(() => import('./TeamEdit'), 'TeamCreate'),
  recordRepresentation: 'teamName',
  icon: GroupsIcon,
};
