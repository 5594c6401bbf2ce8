import { Box } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import type { ManagerProfile } from '../../contract/people';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame } from '../people/DetailFrame';

/** /manager/detail-manager?userId=…: a manager's profile (spec §2). */
export const ManagerDetail = () => {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const profile = useGetOne<ManagerProfile>('manager', { id: userId }, { enabled: !!userId });

  return (
    <Box sx={{ maxWidth: 560 }}>
      <DetailFrame isPending={profile.isPending && !profile.data} error={profile.error} missing={!userId} backTo="/manager">
        {profile.data && (
          <ProfilePanel
            userId={userId}
            resource="manager"
            profile={profile.data}
            backTo="/manager"
            showActivity
            onReload={() => void profile.refetch()}
          />
        )}
      </DetailFrame>
    </Box>
  );
};
