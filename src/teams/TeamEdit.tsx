import { Create, Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';

/**
 * The generic screens of the `teams` resource, for support staff (README): `/teams/<id>` and
 * `/teams/create`, saved through addteam. Managers use the teams page's modal.
 */
const TeamInputs = () => (
  <>
    <TextInput source="teamName" label="teamsPage.teamName" validate={[required(), maxLength(255)]} />
    <TextInput source="division" label="teamsPage.division" validate={maxLength(255)} />
  </>
);

export const TeamEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TeamInputs />
    </SimpleForm>
  </Edit>
);

export const TeamCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TeamInputs />
    </SimpleForm>
  </Create>
);
