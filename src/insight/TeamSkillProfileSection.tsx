import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TeamSkillProfile } from '../../contract/insight';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { errorText } from '../common/errorText';
import { formatScaleMark, formatScoreOneDecimal } from '../common/scores';

/**
 * Team detail's skill profile (issue 14): the team's average per skill in the season beside the
 * club's, so a manager sees where the team is strong and where it is weak.
 */
export const TeamSkillProfileSection = ({ teamId, clubSeasonId }: { teamId: string; clubSeasonId: string }) => {
  const translate = useTranslate();
  const profile = useQuery({
    ...read(endpoints.teamGetTeamSkillProfile, { query: { teamId, clubSeasonId } }),
    enabled: !!clubSeasonId,
  });
  return (
    <Card component="section" aria-labelledby="skill-profile-title" sx={{ breakInside: 'avoid' }}>
      <CardContent>
        <Typography id="skill-profile-title" variant="h6" component="h2" gutterBottom>
          {translate('insight.teamProfile.title')}
        </Typography>
        {profile.isPending && clubSeasonId && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {profile.error && <Alert severity="error">{translate('insight.loadFailed', { error: errorText(profile.error) })}</Alert>}
        {profile.data && <SkillProfileChart profile={profile.data} />}
      </CardContent>
    </Card>
  );
};

export const SkillProfileChart = ({ profile }: { profile: TeamSkillProfile }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const scored = profile.skills.filter((skill) => skill.clubAverage !== null);
  if (scored.length === 0) return <Typography color="text.secondary">{translate('insight.teamProfile.none')}</Typography>;
  const format = (value: number | null) => (value === null ? '–' : formatScoreOneDecimal(value, locale));
  return (
    <BarChart
      height={Math.max(220, scored.length * 44)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: scored.map((skill) => skill.skillName), width: 140 }]}
      xAxis={[{ min: 0, max: 10, valueFormatter: (value: number) => formatScaleMark(value, locale) }]}
      series={[
        { id: 'team', label: profile.teamName, data: scored.map((skill) => skill.teamAverage), valueFormatter: format },
        { id: 'club', label: translate('insight.teamProfile.club'), data: scored.map((skill) => skill.clubAverage), valueFormatter: format },
      ]}
    />
  );
};
