import { DataTable, FunctionField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from './DateField';
import { consoleExporter } from './consoleExport';
import { backupStateChoices } from './choices';

const megabytes = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The backups the servers took themselves (issue 39, BACKUP_DIR), newest first: a failed one shows why,
 * so a failure is never silent (the server's log says it too).
 */
export const BackupList = () => (
  <List
    exporter={consoleExporter}
    filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="state" source="state" choices={backupStateChoices} />]}
    sort={{ field: 'startedAt', order: 'DESC' }}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="startedAt">
        <DateField source="startedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="finishedAt" disableSort>
        <DateField source="finishedAt" showTime emptyText="–" />
      </DataTable.Col>
      <DataTable.Col source="state">
        <SelectField source="state" choices={backupStateChoices} />
      </DataTable.Col>
      <DataTable.Col source="bytes" disableSort>
        <FunctionField render={(record: { bytes: number | null }) => megabytes(record.bytes)} />
      </DataTable.Col>
      <DataTable.Col source="file" disableSort>
        <TextField source="file" emptyText="–" />
      </DataTable.Col>
      <DataTable.Col source="server" disableSort />
      <DataTable.Col source="error" disableSort>
        <TextField source="error" emptyText="–" />
      </DataTable.Col>
    </DataTable>
  </List>
);
