import GroupsIcon from '@mui/icons-material/Groups';
import { TeamList } from './TeamList';
import { TeamCreate, TeamEdit } from './TeamEdit';

/** The `teams` resource (/teams); the team page is a child route (App). */
export default { list: TeamList, edit: TeamEdit, create: TeamCreate, recordRepresentation: 'teamName', icon: GroupsIcon };
