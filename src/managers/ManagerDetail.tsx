import { useState } from 'react';
import { Box } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { ProfilePanel } from '../people/ProfilePanel';
import { DetailFrame } from '../people/DetailFrame';

/** /manager/detail-manager?userId=…: a manager's profile (spec §2). */
export const ManagerDetail = () => {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const dataProvider = useTouchlineData();
  const [version, setVersion] = useState(0);
  const profile = useLoad(() => dataProvider.getManagerProfile(userId), [dataProvider, userId, version], !!userId);

  return (
    <Box sx={{ maxWidth: 560 }}>
      <DetailFrame isPending={profile.isPending && !profile.data} error={profile.error} missing={!userId}>
        {profile.data && (
          <ProfilePanel
            userId={userId}
            profile={profile.data}
            backTo="/manager"
            showActivity
            onReload={() => setVersion((v) => v + 1)}
          />
        )}
      </DetailFrame>
    </Box>
  );
};
