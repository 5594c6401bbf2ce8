import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { PersonEdit, personName } from '../people/PersonEdit';
import { PlayerList } from './PlayerList';

/** The `players` resource (/players); the detail page is a child route (App). */
export default { list: PlayerList, edit: PersonEdit, recordRepresentation: personName, icon: DirectionsRunIcon };
