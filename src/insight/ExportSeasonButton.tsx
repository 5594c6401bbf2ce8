import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { useTouchlineData } from '../common/useTouchlineData';
import { errorText } from '../common/errorText';

/** Hands a file to the browser's downloads under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The whole season as an Excel workbook (issue 14): a sheet per team, a row per completed report. */
export const ExportSeasonButton = ({ clubSeasonId }: { clubSeasonId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [busy, setBusy] = useState(false);
  const exportSeason = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.exportSeason(clubSeasonId);
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
