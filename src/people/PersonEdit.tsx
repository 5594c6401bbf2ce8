import { Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { FIELD_MAX } from './inviteRules';

/**
 * The generic screens of the people resources, for support staff (README): `/<path>/<userId>` edits
 * the profile fields through UpdateUser (invitations stay with the lists' invite modal, whose rules
 * depend on the role). The managers' own screens are the lists and the detail pages.
 */
const nameRules = [required(), maxLength(FIELD_MAX)];

export const PersonEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <TextInput source="firstName" label="people.form.firstName" validate={nameRules} />
      <TextInput source="infix" label="people.form.infix" validate={maxLength(FIELD_MAX)} />
      <TextInput source="lastName" label="people.form.lastName" validate={nameRules} />
      <TextInput source="email" label="people.form.email" disabled />
      <TextInput source="phoneNumber" label="people.form.phoneNumber" validate={maxLength(FIELD_MAX)} />
    </SimpleForm>
  </Edit>
);

export { personName } from './personName';
