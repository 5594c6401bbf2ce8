import {
  Accordion, AccordionDetails, AccordionSummary, Avatar, Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PlayerReportByTrainer, PlayerSeasonReports } from '../../contract/reports';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreOneDecimal } from '../common/scores';
import { assetUrl } from '../providers/apiClient';
import { formatLongDate } from '../common/dates';
import { SkillScores } from './SkillScores';

export interface PlayerReportsPanelProps {
  reports: PlayerSeasonReports;
  completedReport: number;
  /** The player's season average (a number or the API's one-decimal text); 0 or empty shows blank. */
  averageScore: number | string | null;
  /** The calibrated season average (issue 14), when the manager chose calibrated averages. */
  calibratedAverage?: number;
  completionPercentage: number;
}

/**
 * The player detail page's right side (spec §2): a collapsible overall section (completed reports,
 * overall score, progress, per-skill averages) and an accordion per trainer with their reviews.
 */
export const PlayerReportsPanel = ({ reports, completedReport, averageScore, calibratedAverage, completionPercentage }: PlayerReportsPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card component="section" aria-label={translate('reports.title')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Accordion defaultExpanded disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="h6" component="h2">
              {translate('reports.overall')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <Typography>
                {translate('people.profile.completedReports')}: <strong>{completedReport}</strong>
              </Typography>
              <Typography>
                {translate('reports.overallScore')}: <strong>{formatScoreOneDecimal(averageScore, locale)}</strong>
              </Typography>
              {calibratedAverage !== undefined && (
                <Typography>
                  {translate('insight.calibrated.average')}: <strong>{formatScoreOneDecimal(calibratedAverage, locale)}</strong>
                </Typography>
              )}
            </Box>
            <ProgressBar value={completionPercentage} label={translate('reports.seasonProgress')} />
            {reports.playerReportDetailsSkill.length > 0 && (
              <Table size="small" aria-label={translate('reports.skillAverages')}>
                <TableBody>
                  {reports.playerReportDetailsSkill.map((skill) => (
                    <TableRow key={skill.skillName}>
                      <TableCell>{skill.skillName}</TableCell>
                      <TableCell align="right">{formatScoreOneDecimal(skill.score, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </AccordionDetails>
        </Accordion>
        {reports.playerReportResponse.length === 0 ? (
          <Typography color="text.secondary">{translate('reports.noReportsThisSeason')}</Typography>
        ) : (
          reports.playerReportResponse.map((trainer) => <TrainerReviews key={trainer.trainerUserId} trainer={trainer} />)
        )}
      </CardContent>
    </Card>
  );
};

const TrainerReviews = ({ trainer }: { trainer: PlayerReportByTrainer }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%', pr: 1 }}>
          <Avatar src={assetUrl(trainer.trainerPic)} alt="" sx={{ width: 32, height: 32 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{trainer.trainerName}</Typography>
            {!trainer.isActive && trainer.teamName ? (
              <Typography variant="caption" color="text.secondary">
                {translate('reports.formerTeam', { team: trainer.teamName })}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 600 }} aria-label={translate('reports.averageScore')}>
            {formatScoreOneDecimal(trainer.averageScore, locale)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {trainer.playerReportReview.map((review) => (
          <Box key={review.reportId}>
            <Typography variant="subtitle2">
              {translate('reports.started', { date: formatLongDate(review.createdDate, locale) })} ·{' '}
              {translate(review.status === 'Completed' ? 'review.completed' : 'review.lastActivity')}{' '}
              {formatLongDate(review.modifiedDate, locale)}
              {review.status === 'Completed' ? ` · ${translate('reports.average', { score: formatScoreOneDecimal(review.averageScore, locale) })}` : ''}
            </Typography>
            <SkillScores scores={review.playerReportDetailsSkill} feedback={review.feedback} />
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};
