/**
 * How a person is named in the web app: first name, infix, last name ("Adam de Wit"), the one rule the
 * server uses too (contract/personName.ts; issue 37). Also react-admin's title of a person's record.
 */
export { personName } from '../../contract/personName';
