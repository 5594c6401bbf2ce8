import { Avatar, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PlayerHistory } from '../../contract/insight';
import type { PlayerProfile } from '../../contract/people';
import type { Season } from '../../contract/schemas';
import { formatLongDate } from '../common/dates';
import { formatScoreOneDecimal } from '../common/scores';
import { assetUrl } from '../providers/apiClient';
import { personName } from '../../contract/personName';

export interface ReportCardProps {
  profile: PlayerProfile;
  /** The player's development over seasons; the chart shows the seasons up to the card's. */
  history: PlayerHistory | undefined;
  /** The season the card is about (profile.clubSeasonId). */
  season: Pick<Season, 'id' | 'seasonName' | 'startDate'>;
  /** The team the card names: the team printed for (a team's cards), else the player's current team. */
  teamName: string | null;
}

/** Earlier seasons shown beside this one in the skills table: enough to see a trend, narrow enough for A4. */
const EARLIER_SEASONS = 2;

/** A4 less the page margins (12 mm a side) is 186 mm, about 700 CSS pixels: the chart is drawn at that width. */
const CHART_WIDTH = 680;
const CHART_HEIGHT = 170;

/** The seasons of the history up to and including the card's season (the card of an old season shows no later ones). */
const seasonsUpTo = (history: PlayerHistory | undefined, season: ReportCardProps['season']) =>
  (history?.seasons ?? []).filter((earlier) => earlier.clubSeasonId === season.id || earlier.startDate < season.startDate.slice(0, 10));

/**
 * One player's report card for a season (issue 14), the same design on the player's printout and in
 * a team's set: club, player, team, season, overall score, per-skill averages beside earlier seasons,
 * the development chart, and every trainer's feedback of the completed reports. Laid out for A4 paper
 * (the print sheet sets the page); sections do not break across pages where they fit on one.
 */
export const ReportCard = ({ profile, history, season, teamName }: ReportCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = personName(profile);
  const seasonName = season.seasonName;
  const seasons = seasonsUpTo(history, season);
  const earlier = seasons.filter((shown) => shown.clubSeasonId !== season.id).slice(-EARLIER_SEASONS);
  const score = (value: number | null | undefined) => formatScoreOneDecimal(value, locale) || '–';
  const trainers = profile.playerReportResponse
    .map((trainer) => ({ ...trainer, reviews: trainer.playerReportReview.filter((review) => review.status === 'Completed') }))
    .filter((trainer) => trainer.reviews.length > 0);

  return (
    <Box component="article" className="report-card" aria-label={translate('reportCards.cardOf', { name })} sx={{ fontSize: '10.5pt', color: '#000' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, pb: 1, mb: 1.5, borderBottom: '2px solid', borderColor: 'primary.main' }}>
        <Avatar src={assetUrl(profile.clubLogoUrl)} alt="" variant="rounded" sx={{ width: 48, height: 48 }}>
          {profile.clubName.charAt(0)}
        </Avatar>
        <Typography sx={{ flex: 1, fontWeight: 600, fontSize: '14pt' }}>{profile.clubName}</Typography>
        <Typography sx={{ fontSize: '12pt', color: 'text.secondary' }}>{translate('reportCards.title')}</Typography>
      </Box>

      <Box component="section" sx={{ display: 'flex', gap: 3, alignItems: 'center', mb: 1.5, breakInside: 'avoid' }}>
        <Avatar src={assetUrl(profile.userPicture)} alt="" variant="rounded" sx={{ width: 80, height: 80, fontSize: '28pt' }}>
          {profile.firstName.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" sx={{ fontSize: '20pt', fontWeight: 700, lineHeight: 1.2 }}>
            {name}
          </Typography>
          <Typography>
            {translate('reportCards.team')}: <strong>{teamName ?? translate('reportCards.noTeam')}</strong>
          </Typography>
          <Typography>
            {translate('reportCards.season')}: <strong>{seasonName}</strong>
          </Typography>
          <Typography>
            {translate('reportCards.completedReports')}: <strong>{profile.completedReport}</strong>
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', border: '2px solid', borderColor: 'primary.main', borderRadius: 2, px: 2.5, py: 1 }}>
          <Typography sx={{ fontSize: '9pt', color: 'text.secondary' }}>{translate('reportCards.overallScore')}</Typography>
          <Typography sx={{ fontSize: '26pt', fontWeight: 700, lineHeight: 1.1 }}>{score(Number(profile.averageScore))}</Typography>
        </Box>
      </Box>

      <Box component="section" sx={{ mb: 1.5, breakInside: 'avoid' }}>
        <SectionTitle>{translate('reportCards.skills')}</SectionTitle>
        {profile.playerReportDetailsSkill.length === 0 ? (
          <Typography>{translate('reportCards.noScores')}</Typography>
        ) : (
          <Table size="small" sx={{ '& td, & th': { py: 0.25, fontSize: '9.5pt' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('reportCards.skill')}</TableCell>
                {earlier.map((shown) => (
                  <TableCell key={shown.clubSeasonId} align="right" sx={{ color: 'text.secondary' }}>
                    {shown.seasonName}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {seasonName}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {profile.playerReportDetailsSkill.map((skill) => (
                <TableRow key={skill.skillName}>
                  <TableCell>{skill.skillName}</TableCell>
                  {earlier.map((shown) => (
                    <TableCell key={shown.clubSeasonId} align="right" sx={{ color: 'text.secondary' }}>
                      {score(shown.skillAverages.find((average) => average.skillName === skill.skillName)?.average)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {score(skill.score)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>

      {seasons.length > 0 && history && (
        <Box component="section" sx={{ mb: 1.5, breakInside: 'avoid' }}>
          <SectionTitle>{translate('reportCards.development')}</SectionTitle>
          <LineChart
            width={CHART_WIDTH}
            height={CHART_HEIGHT}
            skipAnimation
            margin={{ left: 8, right: 40, top: 4, bottom: 4 }}
            xAxis={[{ scaleType: 'point', data: seasons.map((shown) => shown.seasonName) }]}
            yAxis={[{ min: 1, max: 10, tickInterval: [2, 4, 6, 8, 10], width: 28 }]}
            series={[
              { id: 'player', label: name, data: seasons.map((shown) => shown.averageScore), valueFormatter: score, connectNulls: true },
              {
                id: 'ageGroup',
                label: history.birthYear ? translate('insight.development.ageGroup', { year: history.birthYear }) : translate('insight.development.noAgeGroup'),
                data: seasons.map((shown) => shown.ageGroupAverageScore),
                valueFormatter: score,
                connectNulls: true,
              },
            ]}
            sx={{ '& .MuiLineElement-root[data-series="ageGroup"]': { strokeDasharray: '6 4' } }}
          />
        </Box>
      )}

      <Box component="section">
        <SectionTitle>{translate('reportCards.feedback')}</SectionTitle>
        {trainers.length === 0 && <Typography>{translate('reportCards.noFeedback')}</Typography>}
        {trainers.map((trainer) => (
          <Box key={trainer.trainerUserId} sx={{ mb: 1 }}>
            <Typography sx={{ fontWeight: 600, breakAfter: 'avoid' }}>
              {trainer.trainerName}
              {!trainer.isActive && trainer.teamName ? ` (${trainer.teamName})` : ''} · {translate('reportCards.average', { score: score(trainer.averageScore) })}
            </Typography>
            {trainer.reviews.map((review) => (
              <Typography key={review.reportId} sx={{ breakInside: 'avoid', pl: 1.5, borderLeft: '3px solid', borderColor: 'divider', mt: 0.25, whiteSpace: 'pre-wrap' }}>
                <Box component="span" sx={{ fontSize: '9pt', color: 'text.secondary' }}>
                  {formatLongDate(review.modifiedDate, locale)}:{' '}
                </Box>
                {review.feedback?.trim() || translate('reportCards.noWrittenFeedback')}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
};

const SectionTitle = ({ children }: { children: React.ReactNode }) => (
  <Typography component="h2" sx={{ fontSize: '12pt', fontWeight: 700, mb: 0.5, breakAfter: 'avoid', color: 'primary.main' }}>
    {children}
  </Typography>
);
