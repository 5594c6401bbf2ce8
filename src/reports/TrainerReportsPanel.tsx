import { useState, type FormEvent } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Avatar, Box, Card, CardContent, CircularProgress, Divider,
  IconButton, InputAdornment, TextField, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TrainerReportDetail } from '../../contract/reports';
import { CountBadge } from '../common/CountBadge';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreTwoDigits } from '../common/scores';
import { errorText } from '../common/errorText';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTouchlineData } from '../common/useTouchlineData';
import { assetUrl } from '../providers/apiClient';
import { formatLongDate } from '../common/dates';
import { SkillScores } from './SkillScores';

type Filter = 'completed' | 'open';

/**
 * The trainer detail page's reports panel (spec §2): a count badge, a player search (Enter or the
 * button), Open / Completed (default completed). Completed: an accordion per player with every
 * completed report; open: each report with its progress.
 */
export const TrainerReportsPanel = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<Filter>('completed');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const dataProvider = useTouchlineData();
  // A custom dataProvider method through react-query; the rows shown stay until the next answer.
  const reports = useQuery({
    queryKey: ['trainers', 'reports', userId, filter, search],
    queryFn: () => dataProvider.getTrainerReports(userId, filter, search),
    placeholderData: keepPreviousData,
  });

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
          <CountBadge count={reports.data?.count ?? 0} />
          <Box sx={{ flex: 1 }} />
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
              <CompletedGroup key={group.userId} group={group} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {reports.data.reports.map((report, index) => (
              <Box key={report.reportId}>
                {index > 0 && <Divider sx={{ mb: 2 }} />}
                <OpenReport report={report} />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

const PlayerLine = ({ report, extra }: { report: TrainerReportDetail; extra?: string }) => {
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
        {extra ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {extra}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};

const CompletedGroup = ({ group }: { group: TrainerReportDetail }) => {
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

const OpenReport = ({ report }: { report: TrainerReportDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <PlayerLine report={report} />
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
