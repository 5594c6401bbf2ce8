import { useState, type FormEvent } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Avatar, Box, Card, CardContent, Chip, CircularProgress, Divider,
  IconButton, InputAdornment, TextField, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import type { TrainerReportDetail } from '../../contract/reports';
import { CountBadge } from '../common/CountBadge';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreTwoDigits } from '../common/scores';
import { errorText } from '../common/errorText';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { assetUrl } from '../providers/apiClient';
import { formatLongDate } from '../common/dates';
import { SkillScores } from './SkillScores';
import { ExportRowsMenu } from '../common/export/ExportMenu';
import { exportDay, type ExportColumn } from '../common/export/listExport';
import { SeasonSelect } from '../common/SeasonSelect';

/**
 * The season a trainer's page is about: undefined for the server's default (the current season),
 * '' for every season, else a season id.
 */
export type ReportSeason = string | undefined;

type Filter = 'completed' | 'open';

/**
 * The trainer page's report query: filter, search and season, and the answer, which also carries the
 * season's open and completed counts shown beside the trainer's name (one source for both).
 */
export function useTrainerReports(userId: string) {
  const [filter, setFilter] = useState<Filter>('completed');
  const [search, setSearch] = useState('');
  const [season, setSeason] = useState<ReportSeason>(undefined);
  // The rows shown stay until the next answer.
  const seasonAsked = season === '' ? { allSeasons: 'true' } : season ? { clubSeasonId: season } : {};
  const query = useQuery({
    ...read(endpoints.trainerGetTrainerPersonalDetail, { query: { userId, filter, searchname: search, ...seasonAsked } }),
    placeholderData: keepPreviousData,
  });
  return { filter, setFilter, search, setSearch, season, setSeason, query };
}
export type TrainerReports = ReturnType<typeof useTrainerReports>;

/**
 * The trainer detail page's reports panel (spec §2): a count badge, a season choice (the current one
 * first, or every season), a player search (Enter or the button), Open / Completed (default
 * completed). Completed: an accordion per player with every completed report, the badge saying
 * 'N players, M reports'; open: each report with its progress. With every season, each report is
 * labelled with its season.
 */
export const TrainerReportsPanel = ({ reports: state }: { reports: TrainerReports }) => {
  const translate = useTranslate();
  const { filter, setFilter, search, setSearch, season, setSeason, query: reports } = state;
  const [typed, setTyped] = useState('');
  const everySeason = reports.data ? reports.data.clubSeasonId === null : season === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <Card component="section" aria-label={translate('reports.title')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate('reports.title')}
          </Typography>
          {reports.data && filter === 'completed' ? (
            <Chip
              size="small"
              color="primary"
              label={playersAndReports(translate, reports.data.players, reports.data.reportCount)}
            />
          ) : (
            <CountBadge count={reports.data?.count ?? 0} />
          )}
          <Box sx={{ flex: 1 }} />
          {reports.data && (
            <ExportRowsMenu
              title={translate('reports.title')}
              rows={reports.data.reports.map((report) => ({ ...report, id: report.reportId }))}
              columns={exportColumns(filter, translate)}
              filters={[
                { label: translate('export.season'), value: reports.data.seasonName ?? translate('shared.allSeasons') },
                { label: translate('export.view'), value: translate(filter === 'open' ? 'reports.open' : 'reports.completed') },
                ...(search ? [{ label: translate('export.search'), value: search }] : []),
              ]}
            />
          )}
          <SeasonSelect
            id="trainer-reports-season"
            allowClear
            preselectCurrent={false}
            value={season ?? reports.data?.clubSeasonId ?? ''}
            onChange={(id) => setSeason(id)}
          />
          <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_, value: Filter | null) => value && setFilter(value)}>
            <ToggleButton value="open">{translate('reports.open')}</ToggleButton>
            <ToggleButton value="completed">{translate('reports.completed')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box component="form" onSubmit={submit} role="search">
          <TextField
            size="small"
            fullWidth
            label={translate('reports.searchPlayer')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={translate('reports.search')} edge="end">
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {reports.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(reports.error)}
          </Alert>
        ) : !reports.data ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : reports.data.reports.length === 0 ? (
          <Typography color="text.secondary">{translate(filter === 'open' ? 'reports.noOpen' : 'reports.noCompleted')}</Typography>
        ) : filter === 'completed' ? (
          <Box>
            {reports.data.reports.map((group) => (
              <CompletedGroup key={group.userId} group={group} everySeason={everySeason} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {reports.data.reports.map((report, index) => (
              <Box key={report.reportId}>
                {index > 0 && <Divider sx={{ mb: 2 }} />}
                <OpenReport report={report} everySeason={everySeason} />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** The rows as the panel shows them: completed, a player's reports together; open, each report. */
const exportColumns = (filter: Filter, translate: TranslateFunction): ExportColumn<TrainerReportDetail>[] => [
  { header: translate('export.player'), value: (report) => report.playerName },
  { header: translate('export.team'), value: (report) => report.teamName },
  ...(filter === 'completed'
    ? [
        { header: translate('export.firstReport'), value: (report: TrainerReportDetail) => exportDay(report.createdDate) },
        { header: translate('export.lastReport'), value: (report: TrainerReportDetail) => exportDay(report.modifiedDate) },
        { header: translate('reports.averageScore'), value: (report: TrainerReportDetail) => report.totalScore },
        { header: translate('export.completedReports'), value: (report: TrainerReportDetail) => report.self.length },
      ]
    : [
        { header: translate('export.started'), value: (report: TrainerReportDetail) => exportDay(report.createdDate) },
        { header: translate('export.changed'), value: (report: TrainerReportDetail) => exportDay(report.modifiedDate) },
        { header: translate('people.columns.progress'), value: (report: TrainerReportDetail) => report.totalProgress },
      ]),
];

/** 'N players, M reports': the completed list groups reports per player, and says so. */
const playersAndReports = (translate: ReturnType<typeof useTranslate>, players: number, reports: number) =>
  `${translate('reports.playerCount', { smart_count: players })}, ${translate('reports.reportCount', { smart_count: reports })}`;

const PlayerLine = ({ report, extra, season }: { report: TrainerReportDetail; extra?: string; season?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={assetUrl(report.userPicture)} alt="" sx={{ width: 32, height: 32 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{report.playerName}</Typography>
        {!report.isActive && report.teamName ? (
          <Typography variant="caption" color="text.secondary">
            {translate('reports.formerTeam', { team: report.teamName })}
          </Typography>
        ) : null}
        {season ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {translate('reports.season', { season })}
          </Typography>
        ) : null}
        {extra ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {extra}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};

const CompletedGroup = ({ group, everySeason }: { group: TrainerReportDetail; everySeason: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const range = `${formatLongDate(group.createdDate, locale)} – ${formatLongDate(group.modifiedDate, locale)}`;
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', pr: 1 }}>
          <PlayerLine report={group} extra={range} />
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 600 }} aria-label={translate('reports.averageScore')}>
            {formatScoreTwoDigits(group.totalScore, locale)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {group.self.map((report) => (
          <Box key={report.reportId}>
            <Typography variant="subtitle2">
              {everySeason ? `${translate('reports.season', { season: report.seasonName })} · ` : null}
              {translate('reports.started', { date: formatLongDate(report.createdDate, locale) })} ·{' '}
              {translate('review.completed')} {formatLongDate(report.modifiedDate, locale)} ·{' '}
              {translate('reports.average', { score: formatScoreTwoDigits(report.averageScore, locale) })}
            </Typography>
            <SkillScores scores={report.skillReports} feedback={report.feedback} />
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};

const OpenReport = ({ report, everySeason }: { report: TrainerReportDetail; everySeason: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <PlayerLine report={report} season={everySeason ? report.seasonName : undefined} />
        <Box sx={{ flex: 1, maxWidth: 260, ml: 'auto' }}>
          <ProgressBar value={report.totalProgress} label={translate('reports.progressOf', { name: report.playerName })} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('reports.openStatus', {
          created: formatLongDate(report.createdDate, locale),
          changed: formatLongDate(report.modifiedDate, locale),
        })}
      </Typography>
      <SkillScores scores={report.skillReports} feedback={report.feedback} />
    </Box>
  );
};
