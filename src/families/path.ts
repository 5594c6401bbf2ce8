export { FAMILY_PATH } from '../paths';
