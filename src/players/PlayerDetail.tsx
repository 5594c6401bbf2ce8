import { useCallback, useState } from 'react';
import { Box, Button, Grid } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router-dom';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import type { PlayerProfile } from '../../contract/people';
import { SeasonSelect } from '../common/SeasonSelect';
import { useSeasons } from '../common/list/useSeasons';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame, ReportCounts } from '../people/DetailFrame';
import { ChangeTeamButton } from '../people/ChangeTeamDialog';
import { PlayerReportsPanel } from '../reports/PlayerReportsPanel';
import { CalibratedToggle, useCalibratedAverages } from '../insight/CalibratedToggle';
import { DevelopmentSection } from '../insight/DevelopmentSection';
import { GuardiansPanel } from '../families/GuardiansPanel';
import { currentSeason } from '../providers/currentSeason';
import { PlayerReportCardPrint } from '../reportCards/PlayerReportCardPrint';
import { usePrintShortcut } from '../reportCards/usePrintShortcut';
import { PrivacyActions } from '../privacy/PrivacyActions';
import { personName } from '../../contract/personName';

/**
 * /players/detail-player?userId=…: back link, print, the season dropdown (current season first;
 * another one reloads the details for it), the player's profile on the left and the season's
 * reports on the right (spec §2).
 */
export const PlayerDetail = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const seasons = useSeasons();
  const [chosenSeason, setChosenSeason] = useState<string | null>(null);
  // The current season until another one is picked; the details wait for the seasons (one load, not two).
  const seasonId = chosenSeason ?? (seasons.data ? (currentSeason(seasons.data)?.id ?? '') : '');
  const seasonsSettled = !seasons.isPending;
  const [birthDateDirty, setBirthDateDirty] = useState(false);
  // The season goes in meta: getOne asks for that season's numbers.
  const profile = useGetOne<PlayerProfile & { id: string }>(
    'players',
    { id: userId, meta: { clubSeasonId: seasonId || undefined } },
    { enabled: !!userId && seasonsSettled },
  );
  const reload = () => void profile.refetch();
  const onSeason = useCallback((id: string) => setChosenSeason(id), []);

  const calibrated = useCalibratedAverages(seasonId || undefined);
  const [printing, setPrinting] = useState(false);
  // The season the details are for, as the answer says: the report card is about it.
  const shownSeason = seasons.data?.find((season) => season.id === profile.data?.clubSeasonId);

  // Print gives the player's report card for the season shown (issue 14), not the page itself.
  const print = () => {
    if (birthDateDirty) {
      notify('print.unsavedBirthdate', { type: 'error' });
      return;
    }
    if (profile.data) setPrinting(true);
  };
  usePrintShortcut(print);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 240 }}>
          <SeasonSelect id="player-season" value={seasonId} seasons={seasons.data ?? []} preselectCurrent={false} onChange={onSeason} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <CalibratedToggle />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={print} disabled={!profile.data || printing}>
          {translate('people.profile.print')}
        </Button>
      </Box>
      {printing && profile.data && (
        <PlayerReportCardPrint
          userId={userId}
          name={personName(profile.data)}
          season={shownSeason}
          onFinished={() => setPrinting(false)}
        />
      )}
      <DetailFrame isPending={(profile.isPending || !seasonsSettled) && !profile.data} error={profile.error} missing={!userId} backTo="/players">
        {profile.data && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <ProfilePanel
                userId={userId}
                resource="players"
                profile={profile.data}
                backTo="/players"
                onReload={reload}
                summary={
                  <ReportCounts
                    open={profile.data.openReport}
                    completed={profile.data.completedReport}
                    // The season the counts are for, as the answer says (the dropdown may be changing).
                    season={seasons.data?.find((season) => season.id === profile.data.clubSeasonId)?.seasonName}
                  />
                }
                teamName={profile.data.teamName}
                sharedData={profile.data.sharedData}
                onBirthDateDirtyChange={setBirthDateDirty}
                actions={<ChangeTeamButton userId={userId} type="Player" currentTeamId={profile.data.teamId} onChanged={reload} />}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 7, lg: 8 }}>
              <PlayerReportsPanel
                reports={profile.data}
                completedReport={profile.data.completedReport}
                averageScore={profile.data.averageScore}
                calibratedAverage={calibrated?.get(userId)}
                completionPercentage={profile.data.completionPercentage}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <GuardiansPanel userId={userId} />
            </Grid>
            <Grid size={12}>
              <DevelopmentSection userId={userId} />
            </Grid>
            <Grid size={12}>
              <PrivacyActions userId={userId} name={personName(profile.data)} backTo="/players" />
            </Grid>
          </Grid>
        )}
      </DetailFrame>
    </Box>
  );
};
