import { useState } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, AppBar, Avatar, Box, Button, Card, CardContent, CircularProgress, FormControlLabel,
  List, ListItemAvatar, ListItemButton, ListItemText, Switch, Toolbar, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LocalesMenuButton, useGetOne, useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Child, ConsentPurpose, Consents } from '../../contract/guardians';
import type { PlayerProfile } from '../../contract/people';
import { config } from '../config';
import { SeasonSelect } from '../common/SeasonSelect';
import { errorText } from '../common/errorText';
import { formatLongDate } from '../common/dates';
import { useSeasons } from '../common/list/useSeasons';
import { DevelopmentSection } from '../insight/DevelopmentSection';
import { Footer } from '../layout/Footer';
import { seasonsCurrentFirst } from '../myReports/MyReportsPage';
import { assetUrl } from '../providers/apiClient';
import { PlayerReportCardPrint } from '../reportCards/PlayerReportCardPrint';
import { PlayerReportsPanel } from '../reports/PlayerReportsPanel';
import { familyApi } from './familyApi';

/**
 * /family: a guardian's web app (issue 25), made for a phone first like the players' page: their
 * children, and per child the consents they give, the completed reports the club has released per
 * season (scores, comments, feedback), the development chart and the report card to download.
 * Nothing else of the club is shown (the server answers a guardian nothing else).
 */
export const FamilyPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const children = useQuery({ queryKey: ['family', 'children'], queryFn: familyApi.getChildren });
  const chosen = children.data?.find((child) => child.userId === params.get('child')) ?? (children.data?.length === 1 ? children.data[0] : undefined);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {config.productName}
          </Typography>
          <LocalesMenuButton />
          <Button
            color="inherit"
            aria-label={translate('header.logout')}
            startIcon={<LogoutIcon />}
            sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            onClick={() => void logout({}, undefined, false)}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {translate('header.logout')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 720, mx: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('family.title')}
        </Typography>
        {children.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(children.error)}
          </Alert>
        ) : children.isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : children.data.length === 0 ? (
          <Alert severity="info">{translate('family.noChildren')}</Alert>
        ) : (
          <>
            {children.data.length > 1 && (
              <Card component="nav" aria-label={translate('family.children')}>
                <List disablePadding>
                  {children.data.map((child) => (
                    <ListItemButton
                      key={child.userId}
                      selected={child.userId === chosen?.userId}
                      aria-current={child.userId === chosen?.userId ? 'page' : undefined}
                      onClick={() => setParams({ child: child.userId })}
                    >
                      <ListItemAvatar>
                        <Avatar src={assetUrl(child.userPicture)} alt="">
                          {child.firstName.charAt(0)}
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText primary={`${child.firstName} ${child.lastName}`} secondary={child.teamName ?? undefined} />
                    </ListItemButton>
                  ))}
                </List>
              </Card>
            )}
            {chosen && <ChildSection key={chosen.userId} child={chosen} />}
          </>
        )}
        <PrivacyStatementSection />
      </Box>
      <Footer />
    </Box>
  );
};

/** One child: consents, then per season the released reports, the development and the report card. */
const ChildSection = ({ child }: { child: Child }) => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const ordered = seasonsCurrentFirst(seasons.data ?? []);
  const [seasonId, setSeasonId] = useState('');
  const name = `${child.firstName} ${child.lastName}`;

  return (
    <Box component="section" aria-labelledby="child-name" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="child-name" variant="h5" component="h2">
        {name}
        {child.teamName && (
          <Typography component="span" color="text.secondary">
            {' · '}
            {child.teamName}
          </Typography>
        )}
      </Typography>
      <ConsentCard child={child} />
      {!child.consents.sharing.given ? (
        <Alert severity="info">{translate('family.notShared')}</Alert>
      ) : seasons.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : ordered.length === 0 ? (
        <Alert severity="info">{translate('myReports.noSeason')}</Alert>
      ) : (
        <>
          <SeasonSelect id="family-season" value={seasonId} onChange={setSeasonId} seasons={ordered} />
          {seasonId && <SeasonReports child={child} seasonId={seasonId} />}
          <DevelopmentSection userId={child.userId} />
        </>
      )}
    </Box>
  );
};

const SeasonReports = ({ child, seasonId }: { child: Child; seasonId: string }) => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const [printing, setPrinting] = useState(false);
  const profile = useGetOne<PlayerProfile & { id: string }>('players', { id: child.userId, meta: { clubSeasonId: seasonId } });
  if (profile.error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {errorText(profile.error)}
      </Alert>
    );
  }
  if (profile.isPending || !profile.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const season = seasons.data?.find((one) => one.id === profile.data.clubSeasonId);
  const released = profile.data.completedReport > 0;
  return (
    <>
      {released ? (
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => setPrinting(true)} disabled={printing} sx={{ alignSelf: 'flex-start' }}>
          {translate('family.reportCard')}
        </Button>
      ) : (
        <Alert severity="info">{translate('family.noReports')}</Alert>
      )}
      {printing && (
        <PlayerReportCardPrint
          userId={child.userId}
          name={`${child.firstName} ${child.lastName}`}
          season={season}
          onFinished={() => setPrinting(false)}
        />
      )}
      {released && (
        <PlayerReportsPanel
          reports={profile.data}
          completedReport={profile.data.completedReport}
          averageScore={profile.data.averageScore}
          completionPercentage={profile.data.completionPercentage}
        />
      )}
    </>
  );
};

/** The child's consents: switches when a guardian answers them (under 16), else who gave them. */
const ConsentCard = ({ child }: { child: Child }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const consents = child.consents;
  const mine = consents.givenBy === 'guardian';
  const change = useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) => familyApi.setConsent(child.userId, purpose, given),
    onSuccess: (answer: Consents) => {
      queryClient.setQueryData<Child[]>(['family', 'children'], (rows) => rows?.map((row) => (row.userId === child.userId ? { ...row, consents: answer } : row)));
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
                onChange={(event) => change.mutate({ purpose, given: event.target.checked })}
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
          {translate(mine ? 'family.consent.byGuardian' : 'family.consent.byPlayer')}
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
  const statement = useQuery({ queryKey: ['privacyStatement', language], queryFn: () => familyApi.getPrivacyStatement(language) });
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
