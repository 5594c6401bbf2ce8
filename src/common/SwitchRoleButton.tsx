import { IconButton } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { session } from '../providers/session';
import { CLUB_CHOOSER_PATH } from '../paths';

/**
 * The bar's way to the chooser on the light pages (the trainer's workspace, the family page, my
 * reports) for a person with another club or role to open (issue 37: a mother who trains JO8-1 and is
 * Daan's guardian switches without signing in again). Shown only when Login said so: no call for it.
 */
export const SwitchRoleButton = () => {
  const translate = useTranslate();
  if (!session.hasChoices()) return null;
  const label = translate('account.clubChooser.switchRole');
  return (
    <IconButton component={Link} to={CLUB_CHOOSER_PATH} color="inherit" aria-label={label} title={label}>
      <SwapHorizIcon />
    </IconButton>
  );
};
