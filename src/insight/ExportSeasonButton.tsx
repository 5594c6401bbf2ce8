import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { callForFile } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { errorText } from '../common/errorText';
import { saveFile } from '../common/export/saveFile';

/** The whole season as an Excel workbook (issue 14): a sheet per team, a row per completed report. */
export const ExportSeasonButton = ({ clubSeasonId }: { clubSeasonId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportSeason = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await callForFile(endpoints.reportExportSeason, { query: { clubSeasonId } });
      saveFile(blob, fileName);
    } catch (error) {
      notify(translate('insight.exportFailed', { error: errorText(error) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!clubSeasonId || busy} onClick={() => void exportSeason()}>
      {translate('insight.exportSeason')}
    </Button>
  );
};
