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
import { startPathFor, switchClub } from '../providers/clubs';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';

/**
 * A membership in words (issue 37): "Trainer of JO8-1", "Guardian of Daan de Vries", or the role alone
 * when there is nothing to say of it (a manager, a trainer without a team yet).
 */
export const roleInWords = (translate: ReturnType<typeof useTranslate>, club: Pick<ClubMembership, 'role' | 'about'>): string =>
  club.about?.length
    ? translate(`account.clubChooser.about.${club.role}`, { about: club.about.join(', ') })
    : translate(`account.clubChooser.roles.${club.role}`);

const ClubChoice = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const resetStore = useResetStore();
  const clubs = useQuery({ ...read(endpoints.accountClubs), retry: false });
  const open = useMutation({
    mutationFn: (club: ClubMembership) => switchClub(club.clubId, club.id),
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
            const role = roleInWords(translate, club);
            // A person may hold two roles in one club (issue 37): the open one is this token's membership.
            const current = club.clubId === clubs.data.clubId && (club.id === session.getUserId() || !session.getUserId());
            return (
              <ListItemButton
                key={club.id}
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
 * /chooseclub: a person in several clubs, or with two roles in one (issue 37: a trainer who is a
 * guardian too), opens one (after signing in, from the user menu, or from the button of the workspace
 * and the family page). Each choice asks the server for that membership's token: every call then stays
 * inside that club and role.
 */
export const ClubChooserPage = () =>
  session.hasToken() ? (
    <OwnQueryCache>
      <ClubChoice />
    </OwnQueryCache>
  ) : (
    <Navigate to="/login" replace />
  );
