import { useMemo, useState } from 'react';
import {
  Alert, Box, Card, CardContent, CircularProgress, MenuItem, TextField, ToggleButton, ToggleButtonGroup,
  Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PlayerHistory } from '../../contract/insight';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { errorText } from '../common/errorText';
import { formatScaleMark, formatScoreOneDecimal } from '../common/scores';

/** 'overall', or a skill id: what the chart and the table show. */
type Measure = string;
const OVERALL = 'overall';

export interface DevelopmentRow {
  season: string;
  player: number | null;
  ageGroup: number | null;
}

/** The player's and the age group's value per season for the measure chosen (overall average or one skill). */
export const developmentRows = (history: PlayerHistory, measure: Measure): DevelopmentRow[] =>
  history.seasons.map((season) => {
    if (measure === OVERALL) return { season: season.seasonName, player: season.averageScore, ageGroup: season.ageGroupAverageScore };
    const skill = season.skillAverages.find((s) => s.skillId === measure);
    return { season: season.seasonName, player: skill?.average ?? null, ageGroup: skill?.ageGroupAverage ?? null };
  });

/** The skills scored in any season of the player's history, in the club's order of the latest season. */
const skillsOf = (history: PlayerHistory) => {
  const skills = new Map<string, string>();
  for (const season of [...history.seasons].reverse()) {
    for (const skill of season.skillAverages) if (!skills.has(skill.skillId)) skills.set(skill.skillId, skill.skillName);
  }
  return [...skills].map(([id, name]) => ({ id, name }));
};

/**
 * Player detail's Development section (issue 14): the player's average per season, overall or for
 * one skill, as a line chart beside the club's average for the player's age group (dashed), or as a
 * table for people who prefer to read. Prints as it shows.
 */
export const DevelopmentSection = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const history = useQuery(read(endpoints.playerGetPlayerHistory, { query: { userId } }));
  return (
    <Card component="section" aria-labelledby="development-title" sx={{ breakInside: 'avoid' }}>
      <CardContent>
        <Typography id="development-title" variant="h6" component="h2" gutterBottom>
          {translate('insight.development.title')}
        </Typography>
        {history.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {history.error && <Alert severity="error">{translate('insight.loadFailed', { error: errorText(history.error) })}</Alert>}
        {history.data && <Development history={history.data} />}
      </CardContent>
    </Card>
  );
};

export const Development = ({ history }: { history: PlayerHistory }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [measure, setMeasure] = useState<Measure>(OVERALL);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const skills = useMemo(() => skillsOf(history), [history]);
  const rows = useMemo(() => developmentRows(history, measure), [history, measure]);
  const format = (value: number | null) => (value === null ? '–' : formatScoreOneDecimal(value, locale));

  if (history.seasons.length === 0) return <Typography color="text.secondary">{translate('insight.development.none')}</Typography>;
  const ageGroupLabel = history.birthYear
    ? translate('insight.development.ageGroup', { year: history.birthYear })
    : translate('insight.development.noAgeGroup');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', displayPrint: 'none' }}>
        <TextField
          select
          size="small"
          label={translate('insight.development.measure')}
          value={measure}
          onChange={(event) => setMeasure(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={OVERALL}>{translate('insight.development.overall')}</MenuItem>
          {skills.map((skill) => (
            <MenuItem key={skill.id} value={skill.id}>{skill.name}</MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={translate('insight.development.view')}
        >
          <ToggleButton value="chart">{translate('insight.development.chart')}</ToggleButton>
          <ToggleButton value="table">{translate('insight.development.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'chart' ? (
        <LineChart
          height={280}
          // Room on the right for the last season's name under the axis (it was cut to '202…').
          margin={{ right: 40 }}
          xAxis={[{ scaleType: 'point', data: rows.map((row) => row.season) }]}
          yAxis={[{ min: 1, max: 10, valueFormatter: (value: number) => formatScaleMark(value, locale) }]}
          series={[
            { id: 'player', label: history.playerName, data: rows.map((row) => row.player), valueFormatter: format, connectNulls: true },
            { id: 'ageGroup', label: ageGroupLabel, data: rows.map((row) => row.ageGroup), valueFormatter: format, connectNulls: true },
          ]}
          sx={{ '& .MuiLineElement-root[data-series="ageGroup"]': { strokeDasharray: '6 4' } }}
        />
      ) : (
        <Table size="small" aria-label={translate('insight.development.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('insight.development.season')}</TableCell>
              <TableCell align="right">{history.playerName}</TableCell>
              <TableCell align="right">{ageGroupLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.season}>
                <TableCell component="th" scope="row">{row.season}</TableCell>
                <TableCell align="right">{format(row.player)}</TableCell>
                <TableCell align="right">{format(row.ageGroup)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
