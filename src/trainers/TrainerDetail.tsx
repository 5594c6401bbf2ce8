import { Grid } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import type { TrainerProfile } from '../../contract/people';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame, ReportCounts } from '../people/DetailFrame';
import { ChangeTeamButton } from '../people/ChangeTeamDialog';
import { TrainerReportsPanel, useTrainerReports } from '../reports/TrainerReportsPanel';
import { TrainerLeniency } from '../insight/TrainerLeniency';

/**
 * /trainers/detail-trainer?userId=…: the trainer's profile on the left and their reports on the
 * right (spec §2).
 */
export const TrainerDetail = () => {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const profile = useGetOne<TrainerProfile>('trainers', { id: userId }, { enabled: !!userId });
  const reports = useTrainerReports(userId);
  const reload = () => void profile.refetch();
  // The counts come with the reports' answer (same season, same query as the list); until it is in,
  // the profile's counts are those of the same default season.
  const answer = reports.query.data;
  const counts = answer
    ? { open: answer.openReports, completed: answer.completedReports, season: answer.seasonName }
    : reports.season === undefined && profile.data
      ? { open: profile.data.openReports, completed: profile.data.totalReports, season: profile.data.seasonName }
      : undefined;

  return (
    <DetailFrame isPending={profile.isPending && !profile.data} error={profile.error} missing={!userId} backTo="/trainers">
      {profile.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <ProfilePanel
              userId={userId}
              resource="trainers"
              profile={profile.data}
              backTo="/trainers"
              onReload={reload}
              summary={
                <>
                  {counts && <ReportCounts open={counts.open} completed={counts.completed} season={counts.season} />}
                  <TrainerLeniency userId={userId} />
                </>
              }
              teamName={profile.data.teamName}
              sharedData={profile.data.sharedData}
              actions={<ChangeTeamButton userId={userId} type="Trainer" currentTeamId={profile.data.teamId} onChanged={reload} />}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <TrainerReportsPanel reports={reports} />
          </Grid>
        </Grid>
      )}
    </DetailFrame>
  );
};

