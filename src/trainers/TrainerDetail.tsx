import { useState } from 'react';
import { Button, Grid } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame, ReportCounts } from '../people/DetailFrame';
import { ChangeTeamDialog } from '../people/ChangeTeamDialog';
import { TrainerReportsPanel } from '../reports/TrainerReportsPanel';

/**
 * /trainers/detail-trainer?userId=…: the trainer's profile on the left and their reports on the
 * right (spec §2).
 */
export const TrainerDetail = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const dataProvider = useTouchlineData();
  const [version, setVersion] = useState(0);
  const [changingTeam, setChangingTeam] = useState(false);
  const profile = useLoad(() => dataProvider.getTrainerProfile(userId), [dataProvider, userId, version], !!userId);
  const reload = () => setVersion((v) => v + 1);

  return (
    <DetailFrame isPending={profile.isPending && !profile.data} error={profile.error} missing={!userId}>
      {profile.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <ProfilePanel
              userId={userId}
              profile={profile.data}
              backTo="/trainers"
              onReload={reload}
              summary={<ReportCounts open={profile.data.openReports} completed={profile.data.totalReports} />}
              teamName={profile.data.teamName}
              sharedData={profile.data.sharedData}
              actions={
                <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setChangingTeam(true)}>
                  {translate('people.changeTeam.button')}
                </Button>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <TrainerReportsPanel userId={userId} />
          </Grid>
          <ChangeTeamDialog
            open={changingTeam}
            userId={userId}
            type="Trainer"
            currentTeamId={profile.data.teamId}
            onClose={() => setChangingTeam(false)}
            onChanged={reload}
          />
        </Grid>
      )}
    </DetailFrame>
  );
};

