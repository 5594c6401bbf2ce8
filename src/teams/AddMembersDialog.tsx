import { useEffect, useMemo, useState } from 'react';
import {
  Avatar,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { AvailablePerson } from '../../contract/clubStructure';
import { MODAL_TRANSITION } from '../common/modal';
import { errorText } from '../common/errorText';
import { useQuery } from '@tanstack/react-query';
import { useTouchlineData } from '../common/useTouchlineData';
import { assetUrl } from '../providers/apiClient';

export interface AddMembersDialogProps {
  open: boolean;
  kind: 'player' | 'trainer';
  teamId: string;
  teamName: string;
  onClose: () => void;
  onDone: () => void;
}

const nameOf = (person: AvailablePerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The add modal of the team page: the club's players (or trainers) not in this team yet, with
 * their current team, a search box and checkboxes. A player added here leaves their old team.
 */
export const AddMembersDialog = ({ open, kind, teamId, teamName, onClose, onDone }: AddMembersDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const people = useQuery({ queryKey: ['teams', 'available', kind, teamId], queryFn: () => dataProvider.getAvailablePeople(kind, teamId), enabled: open });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setSearch('');
      setChosen([]);
    }
  }, [open]);

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (people.data ?? []).filter((person) => !term || nameOf(person).toLowerCase().includes(term));
  }, [people.data, search]);

  const toggle = (id: string) => setChosen((previous) => (previous.includes(id) ? previous.filter((x) => x !== id) : [...previous, id]));

  const add = async () => {
    if (chosen.length === 0) {
      notify(kind === 'player' ? 'teamDetail.noSelectedPlayers' : 'teamDetail.noSelectedTrainers', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      if (kind === 'player') await dataProvider.addPlayersToTeam(chosen, teamId);
      else await dataProvider.addTrainersToTeam(chosen, teamId);
      notify('teamDetail.added', { type: 'success' });
      onClose();
      onDone();
    } catch (error) {
      notify(`${translate('teamDetail.addFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const title = translate(kind === 'player' ? 'teamDetail.addPlayers' : 'teamDetail.addTrainers');
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="add-members-title" fullWidth maxWidth="sm" {...MODAL_TRANSITION}>
      <DialogTitle id="add-members-title">{`${title} · ${teamName}`}</DialogTitle>
      <DialogContent>
        <TextField
          type="search"
          label={translate('teamDetail.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
        />
        {people.isPending ? (
          <CircularProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />
        ) : people.error ? (
          <Typography color="error" sx={{ mt: 2 }}>
            {translate('load.failed')} {errorText(people.error)}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('teamDetail.nobodyFound')}
          </Typography>
        ) : (
          <List dense aria-label={title} sx={{ maxHeight: 360, overflow: 'auto' }}>
            {shown.map((person) => (
              <ListItem key={person.userId} disablePadding>
                <ListItemButton onClick={() => toggle(person.userId)}>
                  <Checkbox
                    edge="start"
                    checked={chosen.includes(person.userId)}
                    tabIndex={-1}
                    slotProps={{ input: { 'aria-label': nameOf(person) } }}
                  />
                  <ListItemAvatar>
                    <Avatar src={assetUrl(person.profilePicture)} alt="">
                      {person.firstName.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={nameOf(person)} secondary={person.teamName ?? translate('teamDetail.noTeam')} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={saving}>
          {translate('teamDetail.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
