import { Avatar, AvatarGroup, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../providers/apiClient';

export interface TrainersCellProps {
  total: number;
  topName: string | null;
  topPicture: string | null;
}

/**
 * The trainers column (spec §2): the one trainer with photo and name; with more than one, the top
 * trainer's photo, '+N' for the others and 'N Trainers'.
 */
export const TrainersCell = ({ total, topName, topPicture }: TrainersCellProps) => {
  const translate = useTranslate();
  if (total <= 0 || !topName) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('teamsPage.noTrainer')}
      </Typography>
    );
  }
  if (total === 1) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar src={assetUrl(topPicture)} alt={topName} sx={{ width: 28, height: 28 }}>
          {topName.charAt(0)}
        </Avatar>
        <Typography variant="body2">{topName}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} title={topName}>
      <AvatarGroup sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}>
        <Avatar src={assetUrl(topPicture)} alt={topName}>
          {topName.charAt(0)}
        </Avatar>
        <Avatar>{`+${total - 1}`}</Avatar>
      </AvatarGroup>
      <Typography variant="body2">{translate('teamsPage.trainerCount', { n: total })}</Typography>
    </Box>
  );
};
