import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, CircularProgress, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { Confirm, TextInput, useNotify, useTranslate } from 'react-admin';
import type { GuardianRow } from '../../contract/guardians';
import { MAX_GUARDIANS } from '../../contract/limits';
import { FormDialog } from '../common/form/FormDialog';
import { trimmed } from '../common/form/validators';
import { errorText } from '../common/errorText';
import { inviteValidators } from '../people/inviteRules';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { useReadAgain, useWrite } from '../providers/useWrite';
import { personName } from '../../contract/personName';

interface GuardianValues {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const TEXT = { fullWidth: true, size: 'small', slotProps: { htmlInput: { maxLength: 255 } } } as const;

/**
 * The player page's guardians (issue 25), for managers: who they are, whether they have signed in yet,
 * the player's consents, and adding (up to two, invited by e-mail) and removing guardians.
 */
export const GuardiansPanel = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const readAgain = useReadAgain();
  const guardians = useQuery(read(endpoints.playerGetGuardians, { query: { userId } }));
  const consents = useQuery(read(endpoints.playerGetConsents, { query: { userId } }));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GuardianRow | null>(null);
  const rules = inviteValidators('Manager');

  const remove = useWrite(endpoints.playerRemoveGuardian, {
    invalidates: [endpoints.playerGetGuardians],
    onSuccess: () => notify('guardians.removed', { type: 'success' }),
    onError: (error) => notify(errorText(error), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });

  const add = async (form: GuardianValues) => {
    try {
      const answer = await call(endpoints.playerAddGuardian, {
        body: { userId, firstName: trimmed(form.firstName), lastName: trimmed(form.lastName), email: trimmed(form.email) },
      });
      if (answer.errorMessage) notify(answer.errorMessage, { type: 'warning' });
      else notify(answer.emailSent ? 'guardians.addedAndInvited' : 'guardians.added', { type: 'success' });
      setAdding(false);
      await readAgain([endpoints.playerGetGuardians]);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const full = (guardians.data?.length ?? 0) >= MAX_GUARDIANS;
  const consentWord = (given: boolean | undefined) => translate(given ? 'family.consent.yes' : 'family.consent.no');

  return (
    <Card component="section" aria-labelledby="guardians-title">
      <CardContent>
        <Typography id="guardians-title" variant="h6" component="h2" gutterBottom>
          {translate('guardians.title')}
        </Typography>
        {guardians.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(guardians.error)}
          </Alert>
        ) : guardians.isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : guardians.data.length === 0 ? (
          <Typography color="text.secondary">{translate('guardians.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {guardians.data.map((guardian) => {
              const name = personName(guardian);
              return (
                <ListItem
                  key={guardian.guardianId}
                  disableGutters
                  secondaryAction={
                    <IconButton edge="end" aria-label={`${translate('guardians.remove')} ${name}`} onClick={() => setRemoving(guardian)}>
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={name} secondary={guardian.email} sx={{ pr: 12 }} />
                  <Chip size="small" label={translate(guardian.status === 'Active' ? 'guardians.active' : 'guardians.invited')} sx={{ mr: 5 }} />
                </ListItem>
              );
            })}
          </List>
        )}
        {consents.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('guardians.consents', { sharing: consentWord(consents.data.sharing.given), photos: consentWord(consents.data.photos.given) })}
          </Typography>
        )}
        <Button startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} disabled={full || guardians.isPending} sx={{ mt: 1 }}>
          {translate('guardians.add')}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary">
            {translate('guardians.limit')}
          </Typography>
        )}
      </CardContent>
      <FormDialog<GuardianValues>
        open={adding}
        onClose={() => setAdding(false)}
        id="guardian"
        title={translate('guardians.add')}
        onSubmit={add}
        submitLabel="people.form.send"
      >
        <TextInput source="firstName" id="guardian-firstName" label="people.form.firstName" validate={rules.firstName} isRequired {...TEXT} />
        <TextInput source="lastName" id="guardian-lastName" label="people.form.lastName" validate={rules.lastName} isRequired {...TEXT} />
        <TextInput source="email" id="guardian-email" label="people.form.email" type="email" validate={rules.email} isRequired {...TEXT} />
      </FormDialog>
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title={translate('guardians.removeTitle', { name: removing ? personName(removing) : '' })}
        content="guardians.removeContent"
        confirm="guardians.remove"
        onConfirm={() => removing && remove.mutate({ body: { userId, guardianId: removing.guardianId } })}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};
