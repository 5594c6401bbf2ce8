import SportsIcon from '@mui/icons-material/Sports';
import { PersonEdit, personName } from '../people/PersonEdit';
import { TrainerList } from './TrainerList';

/** The `trainers` resource (/trainers); the detail page is a child route (App). */
export default { list: TrainerList, edit: PersonEdit, recordRepresentation: personName, icon: SportsIcon };
