import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SkillScore } from '../../contract/reports';
import { formatScoreOneDecimal } from '../common/scores';

/**
 * The columns of every skill table, the same on every card: with a fixed table layout the Score and
 * Comment columns sit at the same place in each report of a list (one grid), whatever the skill names
 * and comments are.
 */
const COLUMN_WIDTHS = ['40%', '15%', '45%'] as const;

/** A report's skill scores with their optional comments, and the report's feedback as notes. */
export const SkillScores = ({ scores, feedback }: { scores: SkillScore[]; feedback?: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box>
      {scores.length > 0 ? (
        <Table size="small" aria-label={translate('reports.skillScores')} sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere' } }}>
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.skill')}</TableCell>
              <TableCell align="right">{translate('reports.score')}</TableCell>
              <TableCell>{translate('reports.comment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {scores.map((score) => (
              <TableRow key={score.skillName}>
                <TableCell>{score.skillName}</TableCell>
                <TableCell align="right">{formatScoreOneDecimal(score.score, locale)}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{score.comment ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{translate('reports.noScores')}</Typography>
      )}
      {feedback ? (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <strong>{translate('reports.notes')}:</strong> {feedback}
        </Typography>
      ) : null}
    </Box>
  );
};
