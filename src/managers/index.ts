import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyPage } from '../common/lazyPage';
import { personName } from '../people/personName';

/** The `manager` resource (/manager); the detail page is a child route (App). Pages load when first shown. */
export default {
  list: lazyPage(() => import('./ManagerList'), 'ManagerList'),
  edit: lazyPage(() => import('../people/PersonEdit'), 'PersonEdit'),
  recordRepresentation: personName,
  icon: ManageAccountsIcon,
};
