import { Alert, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { useResetStore, useTranslate } from 'react-admin';
import type { ClubMembership } from '../../contract/schemas';
import { config } from '../config';
import { PublicPage } from '../common/PublicPage';
import { OwnQueryCache } from '../common/OwnQueryCache';
import { termsPath } from '../providers/authProvider';
import { session } from '../providers/session';
import { fetchMyClubs, startPathFor, switchClub } from '../providers/clubs';
import { overviewKeys } from '../dashboard/overviewKeys';

const ClubChoice = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const resetStore = useResetStore();
  const clubs = useQuery({ queryKey: overviewKeys.myClubs, queryFn: fetchMyClubs, retry: false });
  const open = useMutation({
    mutationFn: (club: ClubMembership) => switchClub(club.clubId),
    onSuccess: (answer) => {
      // Lists' filters and selections were the other club's.
      resetStore();
      const path = answer.role === 'Manager' && answer.termsAccepted === false ? termsPath(null) : startPathFor(answer.role);
      navigate(path, { replace: true });
    },
  });

  return (
    <PublicPage>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('account.clubChooser.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('account.clubChooser.intro', { product: config.productName })}</Typography>
      {clubs.isPending && <Typography role="status">{translate('account.clubChooser.loading')}</Typography>}
      {(clubs.isError || open.isError) && <Alert severity="error">{translate('account.clubChooser.failed')}</Alert>}
      {clubs.data && (
        <List aria-label={translate('account.clubChooser.title')}>
          {clubs.data.clubs.map((club) => {
            const role = translate(`account.clubChooser.roles.${club.role}`);
            const current = club.clubId === clubs.data.clubId;
            return (
              <ListItemButton
                key={club.clubId}
                selected={current}
                disabled={open.isPending}
                onClick={() => open.mutate(club)}
              >
                <ListItemText
                  primary={club.clubName}
                  secondary={current ? `${role} · ${translate('account.clubChooser.current')}` : role}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </PublicPage>
  );
};

/**
 * /chooseclub: a person in several clubs opens one (after signing in, or from the user menu). Each
 * choice asks the server for that club's token: every call then stays inside that club.
 */
export const ClubChooserPage = () =>
  session.hasToken() ? (
    <OwnQueryCache>
      <ClubChoice />
    </OwnQueryCache>
  ) : (
    <Navigate to="/login" replace />
  );
