import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MyReport, MyReports, ReportSkill, SkillAverage } from '../../contract/reportWriting';
import type { Season } from '../../contract/schemas';
import { SeasonSelect } from '../common/SeasonSelect';
import { errorText } from '../common/errorText';
import { formatScoreOneDecimal } from '../common/scores';
import { useSeasons } from '../common/list/useSeasons';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { formatLongDate } from '../common/dates';
import { OwnAreaPage } from '../common/OwnAreaPage';
import { currentSeason } from '../providers/currentSeason';
import { session } from '../providers/session';
import { OwnConsentCard, PrivacyStatementSection } from '../families/ConsentCard';

/** The club's seasons for the picker: the current one first, then the others from the newest. */
export const seasonsCurrentFirst = (seasons: Season[]): Season[] => {
  const current = currentSeason(seasons);
  const others = seasons.filter((season) => season !== current).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return current ? [current, ...others] : others;
};

/** Items in the order met, grouped by their category (the report form's grouping). */
const byCategory = <T extends { category: string }>(items: T[]): [string, T[]][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
};

/**
 * /my-reports: a player's own completed reports and averages, per season, read-only. Made for a
 * phone first (one column); the managers' shell (sidebar, search) is not shown to a player.
 */
export const MyReportsPage = () => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const ordered = useMemo(() => seasonsCurrentFirst(seasons.data ?? []), [seasons.data]);
  const [seasonId, setSeasonId] = useState('');
  const userId = session.getUserId();

  return (
    <OwnAreaPage title={translate('myReports.title')}>
      {seasons.error ? (
        <Alert severity="error">
          {translate('load.failed')} {errorText(seasons.error)}
        </Alert>
      ) : seasons.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : ordered.length === 0 ? (
        <Alert severity="info">{translate('myReports.noSeason')}</Alert>
      ) : (
        <>
          <SeasonSelect id="my-reports-season" value={seasonId} onChange={(id) => setSeasonId(id)} seasons={ordered} />
          {seasonId && <SeasonReports clubSeasonId={seasonId} />}
        </>
      )}
      {userId && <OwnConsentCard userId={userId} />}
      <PrivacyStatementSection />
    </OwnAreaPage>
  );
};

const SeasonReports = ({ clubSeasonId }: { clubSeasonId: string }) => {
  const translate = useTranslate();
  const answer = useQuery(read(endpoints.reportGetMyReports, { query: { clubSeasonId } }));

  if (answer.error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {errorText(answer.error)}
      </Alert>
    );
  }
  if (answer.isPending || !answer.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (answer.data.reports.length === 0) return <Alert severity="info">{translate('myReports.none')}</Alert>;
  return (
    <>
      <Averages data={answer.data} />
      <Typography variant="h6" component="h2">
        {translate('myReports.reports', { smart_count: answer.data.reports.length })}
      </Typography>
      {answer.data.reports.map((report) => (
        <ReportCard key={report.reportId} report={report} />
      ))}
    </>
  );
};

const Averages = ({ data }: { data: MyReports }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const diff = data.reports.length >= 2 ? data.overallDiff : null;
  return (
    <Card component="section" aria-labelledby="my-averages">
      <CardContent>
        <Typography id="my-averages" variant="h6" component="h2">
          {translate('myReports.averages', { season: data.seasonName })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', my: 1 }}>
          <Typography variant="h3" component="p" aria-label={translate('myReports.overall')}>
            {formatScoreOneDecimal(data.averageScore, locale) || '–'}
          </Typography>
          {diff !== null && (
            <Typography color={diff > 0 ? 'success.main' : diff < 0 ? 'error.main' : 'text.secondary'}>
              {translate('myReports.diff', {
                diff: `${diff > 0 ? '+' : ''}${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(diff)}`,
              })}
            </Typography>
          )}
        </Box>
        <ScoreGroups items={data.skillAverages} label={translate('myReports.skillAverages')} />
      </CardContent>
    </Card>
  );
};

/** Scores (or averages) grouped by category, a list per group. */
const ScoreGroups = ({ items, label }: { items: (SkillAverage | ReportSkill)[]; label: string }) => {
  const [locale] = useLocaleState();
  return (
    <Box aria-label={label} role="group">
      {byCategory(items).map(([category, skills]) => (
        <Box key={category} sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {category}
          </Typography>
          <List dense disablePadding>
            {skills.map((skill) => (
              <ListItem key={skill.skillId} disableGutters secondaryAction={<strong>{formatScoreOneDecimal(skill.score, locale) || '–'}</strong>}>
                <ListItemText
                  primary={skill.skillName}
                  secondary={'comment' in skill && skill.comment ? skill.comment : undefined}
                  sx={{ pr: 6 }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
};

const ReportCard = ({ report }: { report: MyReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = formatLongDate(report.completedDate, locale);
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', gap: 2, pr: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 500 }}>
              {day}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[report.trainerName, report.teamName].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Typography variant="h6" component="p" aria-label={translate('myReports.reportAverage')}>
            {formatScoreOneDecimal(report.averageScore, locale) || '–'}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {report.feedback && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              {translate('myReports.feedback')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.feedback}</Typography>
          </Box>
        )}
        <ScoreGroups items={report.skillReports} label={translate('myReports.scores', { date: day })} />
      </AccordionDetails>
    </Accordion>
  );
};
