import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Avatar, Box, Button, Card, Chip, CircularProgress, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePermissions, useLocaleState, useStore, useTranslate } from 'react-admin';
import { format } from 'date-fns';
import { useQuery } from '@tanstack/react-query';
import type { MyPlayer } from '../../contract/reportWriting';
import type { Season } from '../../contract/schemas';
import { SeasonSelect } from '../common/SeasonSelect';
import { useSeasons } from '../common/list/useSeasons';
import { errorText } from '../common/errorText';
import { formatShortDate } from '../common/dates';
import { assetUrl } from '../providers/apiClient';
import { currentSeason } from '../providers/currentSeason';
import { naturalCompare } from '../providers/rowOrder';
import { WorkspaceFrame } from './WorkspaceFrame';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read, rowsOrNone } from '../providers/reads';
import { saveOutbox, unsentReportCount, useSaveOutbox } from './saveOutbox';
import { FAMILY_PATH, reportPath } from '../paths';

/** The current season first, then the others newest first. */
export const seasonsCurrentFirst = (seasons: Season[]): Season[] => {
  const current = currentSeason(seasons);
  const others = seasons.filter((season) => season !== current).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return current ? [current, ...others] : others;
};

interface TeamGroup {
  teamId: string;
  teamName: string;
  players: MyPlayer[];
}

const byTeam = (players: MyPlayer[]): TeamGroup[] => {
  const groups = new Map<string, TeamGroup>();
  for (const player of players) {
    const group = groups.get(player.teamId) ?? { teamId: player.teamId, teamName: player.teamName, players: [] };
    group.players.push(player);
    groups.set(player.teamId, group);
  }
  return [...groups.values()]
    .sort((a, b) => naturalCompare(a.teamName, b.teamName))
    .map((group) => ({ ...group, players: group.players.sort((a, b) => naturalCompare(a.name, b.name)) }));
};

const isForbidden = (error: unknown) => (error as { status?: unknown } | null)?.status === 403;

/**
 * Someone who is not a trainer on /workspace (the server refuses with 403): told so in the page's
 * language (issue 37: the server's English sentence sat inside a Dutch one), a guardian with the way
 * to their own page.
 */
const OnlyForTrainers = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string | null>();
  const guardian = permissions === 'Guardian';
  return (
    <Alert
      severity="info"
      action={guardian ? <Button component={Link} to={FAMILY_PATH} color="inherit" size="small">{translate('workspace.toFamily')}</Button> : undefined}
    >
      {translate('workspace.onlyTrainers')}
      {guardian && ` ${translate('workspace.guardianElsewhere')}`}
    </Alert>
  );
};

/** /workspace: the trainer's teams with their players and the state of the trainer's reports on each, per season. */
export const PlayersPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const seasons = useSeasons();
  const ordered = useMemo(() => seasonsCurrentFirst(seasons.data ?? []), [seasons.data]);
  // In react-admin's store, so coming back from a report shows the same season.
  const [seasonId, setSeasonId] = useStore<string>('workspace.seasonId', '');
  const known = ordered.some((season) => season.id === seasonId);
  const players = useQuery({ ...read(endpoints.reportGetMyPlayers, { query: { clubSeasonId: seasonId } }), select: rowsOrNone, enabled: known });
  // The season's report rounds: each player's next report is due when its round is.
  const rounds = useQuery({ ...read(endpoints.masterDataGetSeasonRounds, { query: { clubSeasonId: seasonId } }), enabled: known });
  const [starting, setStarting] = useState<string | null>(null);
  const [startError, setStartError] = useState<unknown>(undefined);

  const open = async (player: MyPlayer, replace = false) => {
    if (player.openReportId) return navigate(reportPath(player.openReportId), { replace });
    setStarting(player.userId);
    setStartError(undefined);
    try {
      const { reportId } = await call(endpoints.reportStartReport, { body: { playerUserId: player.userId, clubSeasonId: seasonId } });
      navigate(reportPath(reportId), { replace });
    } catch (error) {
      setStartError(error);
      setStarting(null);
    }
  };
  const linkedPlayerGone = useOpenLinkedPlayer({ seasonIds: ordered.map((season) => season.id), seasonId, setSeasonId, players: players.data, open });

  return (
    <WorkspaceFrame title={translate('workspace.title')}>
      {ordered.length > 0 && (
        <SeasonSelect id="workspace-season" value={known ? seasonId : ''} seasons={ordered} onChange={(id) => setSeasonId(id)} />
      )}
      {seasons.error && <Alert severity="error">{translate('workspace.loadFailed', { error: errorText(seasons.error) })}</Alert>}
      {players.error && (isForbidden(players.error) ? <OnlyForTrainers /> : <Alert severity="error">{translate('workspace.loadFailed', { error: errorText(players.error) })}</Alert>)}
      {startError !== undefined && <Alert severity="error">{translate('workspace.startFailed', { error: errorText(startError) })}</Alert>}
      {linkedPlayerGone && <Alert severity="info">{translate('workspaceLink.playerGone')}</Alert>}
      <UnsentBanner />
      {(seasons.isPending || players.isLoading) && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {players.data && players.data.length === 0 && <Alert severity="info">{translate('workspace.noTeam')}</Alert>}
      {players.data &&
        byTeam(players.data).map((team) => (
          <Card key={team.teamId} component="section" aria-label={team.teamName}>
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {team.teamName}
            </Typography>
            <List>
              {team.players.map((player) => (
                <PlayerRow
                  key={player.userId}
                  player={player}
                  nextDue={player.completedReports < player.expectedReports ? rounds.data?.rounds[player.completedReports]?.dueDate : undefined}
                  busy={starting === player.userId}
                  onOpen={() => void open(player)}
                />
              ))}
            </List>
          </Card>
        ))}
    </WorkspaceFrame>
  );
};

/**
 * A reminder e-mail's link, /workspace?clubSeasonId=…&playerId=… (issue 15): the workspace opens on
 * that season and goes straight to the player's report (started if need be), replacing the link in
 * the history so Back leads to the players. Answers whether the player is not among the trainer's.
 */
function useOpenLinkedPlayer({ seasonIds, seasonId, setSeasonId, players, open }: {
  seasonIds: string[];
  seasonId: string;
  setSeasonId: (id: string) => void;
  players: MyPlayer[] | undefined;
  open: (player: MyPlayer, replace: boolean) => Promise<void>;
}): boolean {
  const [params, setParams] = useSearchParams();
  const linkedSeason = params.get('clubSeasonId');
  const linkedPlayer = params.get('playerId');
  const [gone, setGone] = useState(false);
  // Followed once, even when the page renders again before the report opens.
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !linkedSeason || !linkedPlayer || !seasonIds.includes(linkedSeason)) return;
    if (seasonId !== linkedSeason) {
      setSeasonId(linkedSeason);
      return;
    }
    if (!players) return;
    followed.current = true;
    const player = players.find((candidate) => candidate.userId === linkedPlayer);
    if (player) void open(player, true);
    else {
      setGone(true);
      setParams({}, { replace: true });
    }
    // `open` and the setters are new on every render; the link is followed when what it names arrives.
  }, [linkedSeason, linkedPlayer, seasonIds.join(), seasonId, players]);
  return gone;
}

/** Today as a calendar day (YYYY-MM-DD, the rounds' format), in the trainer's own time zone. */
const today = () => format(new Date(), 'yyyy-MM-dd');

const PlayerRow = ({ player, nextDue, busy, onOpen }: { player: MyPlayer; nextDue?: string; busy: boolean; onOpen: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const done = player.completedReports >= player.expectedReports;
  const overdue = nextDue !== undefined && nextDue < today();
  return (
    <ListItem aria-label={player.name} sx={{ gap: 1 }}>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar src={assetUrl(player.userPicture)} alt="">
          {player.name.charAt(0)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        sx={{ flex: '1 1 auto', minWidth: 0 }}
        primary={player.name}
        secondary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{translate('workspace.reportsOf', { completed: player.completedReports, expected: player.expectedReports })}</span>
            {/* Dark text on the orange: white on it is 3:1, below WCAG AA's 4.5:1 for small text (axe). */}
            {player.openReportId && <Chip component="span" size="small" color="warning" sx={{ color: 'common.black' }} label={translate('workspace.openReport')} />}
            {done && !player.openReportId && <Chip component="span" size="small" color="success" label={translate('workspace.done')} />}
            {nextDue && (
              <Box component="span" sx={{ color: overdue ? 'error.main' : undefined, width: '100%' }}>
                {translate(overdue ? 'rounds.overdueFor' : 'rounds.nextDue', { date: formatShortDate(nextDue, locale) })}
              </Box>
            )}
          </Box>
        }
      />
      <Button
        variant={player.openReportId ? 'contained' : 'outlined'}
        onClick={onOpen}
        disabled={busy}
        aria-label={translate(player.openReportId ? 'workspace.continueFor' : 'workspace.startFor', { name: player.name })}
        sx={{ minHeight: 44, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {translate(player.openReportId ? 'workspace.continue' : 'workspace.start')}
      </Button>
    </ListItem>
  );
};

/** Says plainly when changes made without a connection still wait on this device. */
const UnsentBanner = () => {
  const translate = useTranslate();
  const { unsent, sending } = useSaveOutbox();
  // Changes left from an earlier visit (no connection then, or the tab closed) are sent now.
  useEffect(() => {
    void saveOutbox.drain();
  }, []);
  const reports = unsentReportCount(unsent);
  if (reports === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void saveOutbox.drain()}>
          {translate('workspace.sendNow')}
        </Button>
      }
    >
      {translate('workspace.unsentReports', { smart_count: reports })}
    </Alert>
  );
};
