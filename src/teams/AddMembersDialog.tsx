import { useMemo, useState, type ReactNode } from 'react';
import {
  Avatar,
  Checkbox,
  CircularProgress,
  FormHelperText,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InputHelperText, useInput, useNotify, useTranslate, type Validator } from 'react-admin';
import type { AvailablePerson } from '../../contract/clubStructure';
import { FormDialog } from '../common/form/FormDialog';
import { atLeastOne } from '../common/form/validators';
import { errorText } from '../common/errorText';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read, rowsOrNone } from '../providers/reads';
import { assetUrl } from '../providers/apiClient';
import { personName } from '../../contract/personName';

export interface AddMembersDialogProps {
  open: boolean;
  kind: 'player' | 'trainer';
  teamId: string;
  teamName: string;
  onClose: () => void;
  onDone: () => void;
}

const nameOf = (person: AvailablePerson) => personName(person);

/**
 * The people to add as a form input (the chosen user ids): a search box narrows the list by name,
 * a checkbox per person with their current team.
 */
const PeoplePickerInput = ({
  source,
  people,
  label,
  validate,
  placeholder,
}: {
  source: string;
  people: AvailablePerson[];
  label: string;
  validate: Validator;
  /** Shown instead of the list while it loads or when it failed. */
  placeholder?: ReactNode;
}) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, validate, defaultValue: [] });
  const [search, setSearch] = useState('');
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return people.filter((person) => !term || nameOf(person).toLowerCase().includes(term));
  }, [people, search]);
  const toggle = (id: string) => field.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const error = fieldState.invalid && formState.isSubmitted ? fieldState.error?.message : undefined;

  return (
    <>
      <TextField
        type="search"
        label={translate('teamDetail.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        size="small"
      />
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
      {placeholder ?? (shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('teamDetail.nobodyFound')}
        </Typography>
      ) : (
        <List dense aria-label={label} sx={{ maxHeight: 360, overflow: 'auto' }}>
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
      ))}
    </>
  );
};

/**
 * The add modal of the team page: the club's players (or trainers) not in this team yet, with
 * their current team, a search box and checkboxes. A player added here leaves their old team.
 */
export const AddMembersDialog = ({ open, kind, teamId, teamName, onClose, onDone }: AddMembersDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const people = useQuery({
    ...read(endpoints.managerGetAvailablePlayersOrTrainers, { query: { key: kind, teamId } }),
    select: rowsOrNone,
    enabled: open,
  });

  const add = async ({ userIds }: { userIds: string[] }) => {
    try {
      const body = { userIds, newTeamId: teamId };
      await call(kind === 'player' ? endpoints.teamAddPlayerToTeam : endpoints.teamAddTrainerToTeam, { body });
      notify('teamDetail.added', { type: 'success' });
      onClose();
      onDone();
    } catch (error) {
      notify(`${translate('teamDetail.addFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
  };

  const title = translate(kind === 'player' ? 'teamDetail.addPlayers' : 'teamDetail.addTrainers');
  return (
    <FormDialog<{ userIds: string[] }>
      open={open}
      onClose={onClose}
      id="add-members"
      title={`${title} · ${teamName}`}
      maxWidth="sm"
      onSubmit={add}
      submitLabel="teamDetail.add"
    >
      <PeoplePickerInput
        source="userIds"
        people={people.data ?? []}
        label={title}
        validate={atLeastOne(kind === 'player' ? 'teamDetail.noSelectedPlayers' : 'teamDetail.noSelectedTrainers')}
        placeholder={
          people.isPending ? (
            <CircularProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />
          ) : people.error ? (
            <Typography color="error" sx={{ mt: 2 }}>
              {translate('load.failed')} {errorText(people.error)}
            </Typography>
          ) : undefined
        }
      />
    </FormDialog>
  );
};
