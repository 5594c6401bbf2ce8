import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { PersonEdit, personName } from '../people/PersonEdit';
import { ManagerList } from './ManagerList';

/** The `manager` resource (/manager); the detail page is a child route (App). */
export default { list: ManagerList, edit: PersonEdit, recordRepresentation: personName, icon: ManageAccountsIcon };
