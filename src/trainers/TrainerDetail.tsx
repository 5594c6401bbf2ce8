import { Grid } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import type { TrainerProfile } from '../../contract/people';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame, ReportCounts } from '../people/DetailFrame';
import { ChangeTeamButton } from '../people/ChangeTeamDialog';
import { TrainerReportsPanel } from '../reports/TrainerReportsPanel';
import { TrainerLeniency } from '../insight/TrainerLeniency';

/**
 * /trainers/detail-trainer?userId=…: the trainer's profile on the left and their reports on the
 * right (spec §2).
 */
export const TrainerDetail = () => {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const profile = useGetOne<TrainerProfile>('trainers', { id: userId }, { enabled: !!userId });
  const reload = () => void profile.refetch();

  return (
    <DetailFrame isPending={profile.isPending && !profile.data} error={profile.error} missing={!userId} backTo="/trainers">
      {profile.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <ProfilePanel
              userId={userId}
              profile={profile.data}
              backTo="/trainers"
              onReload={reload}
              summary={
                <>
                  <ReportCounts open={profile.data.openReports} completed={profile.data.totalReports} />
                  <TrainerLeniency userId={userId} />
                </>
              }
              teamName={profile.data.teamName}
              sharedData={profile.data.sharedData}
              actions={<ChangeTeamButton userId={userId} type="Trainer" currentTeamId={profile.data.teamId} onChanged={reload} />}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <TrainerReportsPanel userId={userId} />
          </Grid>
        </Grid>
      )}
    </DetailFrame>
  );
};

