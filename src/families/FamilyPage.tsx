import { useState } from 'react';
import { Alert, Avatar, Box, Button, Card, CircularProgress, List, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Child } from '../../contract/guardians';
import type { PlayerProfile } from '../../contract/people';
import { SeasonSelect } from '../common/SeasonSelect';
import { errorText } from '../common/errorText';
import { useSeasons } from '../common/list/useSeasons';
import { DevelopmentSection } from '../insight/DevelopmentSection';
import { OwnAreaPage } from '../common/OwnAreaPage';
import { seasonsCurrentFirst } from '../myReports/MyReportsPage';
import { assetUrl } from '../providers/apiClient';
import { PlayerReportCardPrint } from '../reportCards/PlayerReportCardPrint';
import { PlayerReportsPanel } from '../reports/PlayerReportsPanel';
import { ConsentCard, PrivacyStatementSection } from './ConsentCard';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { personName } from '../../contract/personName';

/**
 * /family: a guardian's web app (issue 25), made for a phone first like the players' page: their
 * children, and per child the consents they give, the completed reports the club has released per
 * season (scores, comments, feedback), the development chart and the report card to download.
 * Nothing else of the club is shown (the server answers a guardian nothing else).
 */
export const FamilyPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const children = useQuery(read(endpoints.guardianGetChildren));
  const chosen = children.data?.find((child) => child.userId === params.get('child')) ?? (children.data?.length === 1 ? children.data[0] : undefined);

  return (
    <OwnAreaPage title={translate('family.title')}>
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
                    <ListItemText primary={personName(child)} secondary={child.teamName ?? undefined} />
                  </ListItemButton>
                ))}
              </List>
            </Card>
          )}
          {chosen && <ChildSection key={chosen.userId} child={chosen} />}
        </>
      )}
      <PrivacyStatementSection />
    </OwnAreaPage>
  );
};

/** One child: consents, then per season the released reports, the development and the report card. */
const ChildSection = ({ child }: { child: Child }) => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const ordered = seasonsCurrentFirst(seasons.data ?? []);
  const [seasonId, setSeasonId] = useState('');
  const name = personName(child);

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
      <ConsentCard userId={child.userId} consents={child.consents} answeredBy="guardian" />
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
          name={personName(child)}
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
