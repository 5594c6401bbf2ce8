import DownloadIcon from '@mui/icons-material/Download';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { urlOf } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { operatorSession } from './operatorSession';

/**
 * An import's result file (its rows in error, GET /admin/rest/imports/{id}/errors.csv). The call needs
 * the operator's token, which a plain link cannot send, so the file is fetched and handed to the
 * browser as a download.
 */
export const ImportErrorsButton = () => {
  const record = useRecordContext<{ id: string; errors: number; fileName: string }>();
  const notify = useNotify();
  if (!record || record.errors === 0) return null;
  const download = async () => {
    const response = await fetch(urlOf(endpoints.adminRestImportsByIdErrorsCsv, { params: { id: record.id } }), {
      headers: { Authorization: `Bearer ${operatorSession.get() ?? ''}` },
    });
    if (!response.ok) {
      notify('console.imports.downloadFailed', { type: 'error' });
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = `errors-${record.fileName.replace(/\.[^.]*$/, '')}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return <Button label="console.imports.errorsFile" onClick={(event) => { event.stopPropagation(); void download(); }} startIcon={<DownloadIcon />} />;
};
