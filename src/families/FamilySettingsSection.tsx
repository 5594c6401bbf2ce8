import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, SaveButton, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FamilySettings } from '../../contract/guardians';
import type { Season } from '../../contract/schemas';
import { SeasonSelect } from '../common/SeasonSelect';
import { errorText } from '../common/errorText';
import { formatLongDate } from '../common/dates';
import { useSeasons } from '../common/list/useSeasons';
import { seasonsCurrentFirst } from '../myReports/MyReportsPage';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { useReadAgain, useWrite } from '../providers/useWrite';

/**
 * /general-settings?section=families (issue 25): when completed reports reach players and guardians
 * (on completion, or per round by a manager's release), the club's privacy statement in English and
 * Dutch (shown to everyone of the club), and, per round of a season, the release itself.
 */
export const FamilySettingsSection = () => {
  const translate = useTranslate();
  const settings = useQuery(read(endpoints.userGetFamilySettings));
  if (settings.error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {errorText(settings.error)}
      </Alert>
    );
  }
  if (!settings.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <SettingsForm settings={settings.data} />
      {settings.data.releaseMode === 'perRound' && <ReleaseRounds />}
    </>
  );
};

const SettingsForm = ({ settings }: { settings: FamilySettings }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const readAgain = useReadAgain();
  const save = async (values: Record<string, unknown>) => {
    try {
      await call(endpoints.userSaveFamilySettings, {
        body: {
          releaseMode: values.releaseMode === 'perRound' ? 'perRound' : 'onCompletion',
          privacyStatementEn: String(values.privacyStatementEn ?? ''),
          privacyStatementNl: String(values.privacyStatementNl ?? ''),
        },
      });
      notify('familySettings.saved', { type: 'success' });
      await readAgain([endpoints.userGetFamilySettings]);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <Card component="section" aria-labelledby="family-settings-title">
      <Form key={JSON.stringify(settings)} defaultValues={settings} onSubmit={save} noValidate>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 720 }}>
          <Typography id="family-settings-title" variant="h6" component="h2">
            {translate('familySettings.title')}
          </Typography>
          <RadioButtonGroupInput
            source="releaseMode"
            label="familySettings.releaseMode"
            row={false}
            choices={[
              { id: 'onCompletion', name: 'familySettings.onCompletion' },
              { id: 'perRound', name: 'familySettings.perRound' },
            ]}
          />
          <TextInput source="privacyStatementEn" label="familySettings.privacyEn" multiline minRows={4} slotProps={{ htmlInput: { maxLength: 20000 } }} />
          <TextInput source="privacyStatementNl" label="familySettings.privacyNl" multiline minRows={4} slotProps={{ htmlInput: { maxLength: 20000 } }} />
          <Box>
            <SaveButton label="familySettings.save" alwaysEnable />
          </Box>
        </CardContent>
      </Form>
    </Card>
  );
};

/** Per round of the season chosen: reports waiting, released, the last release, and the release button. */
const ReleaseRounds = () => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const ordered: Season[] = seasonsCurrentFirst(seasons.data ?? []);
  const [seasonId, setSeasonId] = useState('');
  return (
    <Card component="section" aria-labelledby="release-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 720 }}>
        <Typography id="release-title" variant="h6" component="h2">
          {translate('familySettings.rounds')}
        </Typography>
        <Box sx={{ maxWidth: 280 }}>
          <SeasonSelect id="release-season" value={seasonId} onChange={setSeasonId} seasons={ordered} />
        </Box>
        {seasonId && <RoundList seasonId={seasonId} />}
      </CardContent>
    </Card>
  );
};

const RoundList = ({ seasonId }: { seasonId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const rounds = useQuery(read(endpoints.reportGetReleaseRounds, { query: { clubSeasonId: seasonId } }));
  const release = useWrite(endpoints.reportReleaseRound, {
    invalidates: [endpoints.reportGetReleaseRounds],
    onSuccess: (answer) => notify(translate('familySettings.released', { smart_count: answer.released }), { type: 'success' }),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  if (rounds.error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {errorText(rounds.error)}
      </Alert>
    );
  }
  if (!rounds.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <List dense disablePadding>
      {rounds.data.map((round) => (
        <ListItem
          key={round.round}
          disableGutters
          secondaryAction={
            <Button variant="outlined" disabled={round.waiting === 0 || release.isPending} onClick={() => release.mutate({ body: { clubSeasonId: seasonId, round: round.round } })}>
              {translate('familySettings.release')}
            </Button>
          }
        >
          <ListItemText
            sx={{ pr: 14 }}
            primary={translate('familySettings.round', { round: round.round, date: formatLongDate(round.dueDate, locale) })}
            secondary={[
              translate('familySettings.roundFigures', { waiting: round.waiting, released: round.released }),
              round.lastReleasedAt && round.lastReleasedBy
                ? translate('familySettings.lastRelease', { name: round.lastReleasedBy, date: formatLongDate(round.lastReleasedAt, locale) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};
