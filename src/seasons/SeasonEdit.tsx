import { Create, DateInput, Edit, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';

/**
 * The generic screens of the `season` resource, for support staff (README): `/season/<id>` and
 * `/season/create`, saved through AddOrUpdateSeason. Managers use the season page's modal.
 */
const SeasonInputs = () => (
  <>
    <TextInput source="seasonName" label="seasonPage.name" validate={required()} />
    <NumberInput source="reportFrequency" label="seasonPage.reports" validate={[required(), minValue(0)]} />
    <DateInput source="startDate" label="seasonPage.start" validate={required()} />
    <DateInput source="endDate" label="seasonPage.end" validate={required()} />
  </>
);

export const SeasonEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <SeasonInputs />
    </SimpleForm>
  </Edit>
);

export const SeasonCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ reportFrequency: 1 }}>
      <SeasonInputs />
    </SimpleForm>
  </Create>
);
