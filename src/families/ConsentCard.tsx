import { Accordion, AccordionDetails, AccordionSummary, Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ConsentPurpose, Consents } from '../../contract/guardians';
import { errorText } from '../common/errorText';
import { formatLongDate } from '../common/dates';
import { endpoints } from '../providers/endpoints';
import { read, readKey, type AnswerOf } from '../providers/reads';
import { useWrite } from '../providers/useWrite';

/**
 * A player's consents: switches for the one who answers them now (a guardian until the player is 16,
 * then the player), else who gave them and when. Used on the guardians' and the players' pages.
 */
export const ConsentCard = ({ userId, consents, answeredBy }: { userId: string; consents: Consents; answeredBy: Consents['givenBy'] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const mine = consents.givenBy === answeredBy;
  const change = useWrite(endpoints.playerSetConsent, {
    onSuccess: (answer) => {
      queryClient.setQueryData(readKey(endpoints.guardianGetChildren), (rows: AnswerOf<typeof endpoints.guardianGetChildren> | undefined) => rows?.map((row) => (row.userId === userId ? { ...row, consents: answer } : row)));
      queryClient.setQueryData(readKey(endpoints.playerGetConsents, { query: { userId } }), answer);
      // Reports and photo follow the consent: read them again.
      void queryClient.invalidateQueries();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const line = (purpose: ConsentPurpose) => {
    const consent = consents[purpose];
    const label = translate(`family.consent.${purpose}`);
    const who = consent.givenAt
      ? translate(consent.given ? 'family.consent.givenBy' : 'family.consent.withdrawnBy', {
          name: consent.givenByName ?? '',
          date: formatLongDate(consent.givenAt, locale),
        })
      : translate('family.consent.notAnswered');
    return (
      <Box key={purpose} sx={{ py: 0.5 }}>
        {mine ? (
          <FormControlLabel
            control={
              <Switch
                checked={consent.given}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ body: { userId, purpose, given: event.target.checked } })}
              />
            }
            label={label}
          />
        ) : (
          <Typography>
            {label}: {translate(consent.given ? 'family.consent.yes' : 'family.consent.no')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {who}
        </Typography>
      </Box>
    );
  };
  return (
    <Card component="section" aria-labelledby="consent-title">
      <CardContent>
        <Typography id="consent-title" variant="h6" component="h3">
          {translate('family.consent.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(consents.givenBy === 'guardian' ? 'family.consent.byGuardian' : 'family.consent.byPlayer')}
        </Typography>
        {line('sharing')}
        {line('photos')}
      </CardContent>
    </Card>
  );
};

/** The club's privacy statement in the page's language, when the club has written one. */
export const PrivacyStatementSection = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'nl' ? 'nl' : 'en';
  const statement = useQuery(read(endpoints.userGetPrivacyStatement, { query: { language } }));
  if (!statement.data?.statement.trim()) return null;
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" sx={{ fontWeight: 500 }}>
          {translate('family.privacyStatement', { club: statement.data.clubName })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{statement.data.statement}</Typography>
      </AccordionDetails>
    </Accordion>
  );
};

/** The signed-in player's own consents (/my-reports): answered by the player from 16, read before. */
export const OwnConsentCard = ({ userId }: { userId: string }) => {
  const consents = useQuery(read(endpoints.playerGetConsents, { query: { userId } }));
  return consents.data ? <ConsentCard userId={userId} consents={consents.data} answeredBy="player" /> : null;
};
