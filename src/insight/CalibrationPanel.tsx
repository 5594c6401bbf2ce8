import {
  Alert, Box, Card, CardContent, CircularProgress, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { MIN_SHARED_PLAYERS } from '../../contract/limits';
import type { TrainerCalibrationRow } from '../../contract/insight';
import { errorText } from '../common/errorText';
import { PanelPeople, trainerOf } from '../common/PanelPeople';
import { ExportRowsMenu } from '../common/export/ExportMenu';
import type { ExportFilter } from '../common/export/listExport';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';

/** A leniency as a signed number with one decimal ('+1.2', '−0.4', '0.0'). */
export const formatLeniency = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);

/** What a trainer's calibration says, in words: 'Scores 1.2 higher than colleagues' or 'Not enough overlap'. */
export const useLeniencyText = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (row: Pick<TrainerCalibrationRow, 'leniency' | 'sharedPlayers'>) =>
    row.leniency === null
      ? translate('insight.calibration.notEnough', { shared: row.sharedPlayers, min: MIN_SHARED_PLAYERS })
      : translate('insight.calibration.leniency', { value: formatLeniency(row.leniency, locale), smart_count: row.sharedPlayers });
};

/** The season's calibration (GetTrainerCalibration); '' = the current season. One cache for the panel and the trainer pages. */
export const useTrainerCalibration = (clubSeasonId: string, enabled = true) =>
  useQuery({ ...read(endpoints.dashboardGetTrainerCalibration, { query: { clubSeasonId } }), enabled });

/**
 * The overview's Calibration panel (issue 14): the season's trainers from the most lenient to the
 * strictest, compared with the other trainers of the same players; too little overlap last.
 */
export const CalibrationPanel = ({ clubSeasonId, filters = [] }: { clubSeasonId: string; filters?: ExportFilter[] }) => {
  const translate = useTranslate();
  const leniencyText = useLeniencyText();
  const rows = useTrainerCalibration(clubSeasonId, !!clubSeasonId);
  return (
    <Card component="section" aria-labelledby="calibration-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="calibration-title" variant="h6" component="h2">
            {translate('insight.calibration.title')}
          </Typography>
          {rows.data && (
            <ExportRowsMenu
              title={translate('insight.calibration.title')}
              filters={filters}
              rows={rows.data.map((row) => ({ ...row, id: row.userId }))}
              columns={[
                { header: translate('export.trainer'), value: (row) => row.trainerName },
                { header: translate('export.completedReports'), value: (row) => row.completedReports },
                { header: translate('dashboard.averageScore'), value: (row) => row.averageScore },
                { header: translate('export.sharedPlayers'), value: (row) => row.sharedPlayers },
                // Blank where there is not enough overlap, as the panel says in words.
                { header: translate('export.leniency'), value: (row) => row.leniency },
              ]}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">{translate('insight.calibration.explain')}</Typography>
        {rows.isPending && clubSeasonId && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {rows.error && <Alert severity="error">{translate('insight.loadFailed', { error: errorText(rows.error) })}</Alert>}
        {rows.data && rows.data.length === 0 && <Typography sx={{ mt: 1 }}>{translate('insight.calibration.none')}</Typography>}
        {rows.data && rows.data.length > 0 && (
          <PanelPeople role="Trainer" rows={rows.data} person={trainerOf} secondary={leniencyText} flush={false} />
        )}
      </CardContent>
    </Card>
  );
};
