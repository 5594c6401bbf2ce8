import EventIcon from '@mui/icons-material/Event';
import { SeasonList } from './SeasonList';
import { SeasonCreate, SeasonEdit } from './SeasonEdit';

/** The `season` resource (/season). */
export default { list: SeasonList, edit: SeasonEdit, create: SeasonCreate, recordRepresentation: 'seasonName', icon: EventIcon };
