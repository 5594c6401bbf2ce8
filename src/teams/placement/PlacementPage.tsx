import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, IconButton, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useQuery } from '@tanstack/react-query';
import { Confirm, DataTable, ListContextProvider, useListContext, useLocale, useNotify, useTranslate, type ListControllerResult } from 'react-admin';
import type { PlacementRow, Team } from '../../../contract/clubStructure';
import type { Season } from '../../../contract/schemas';
import { useSeasons } from '../../common/list/useSeasons';
import { WholeListBase } from '../../common/list/WholeListBase';
import { ListCount } from '../../common/list/ListCount';
import { ListTable } from '../../common/list/ListTable';
import { SeasonFilter } from '../../common/list/SeasonFilter';
import { FOLD_ON_PHONE, PhoneDetails } from '../../common/list/phone';
import { endpoints } from '../../providers/endpoints';
import { read } from '../../providers/reads';
import { teamsInOrder } from '../../providers/rowOrder';
import { useWrite } from '../../providers/useWrite';
import { ageGroupName, ageGroupUnder, proposeTeam, seasonStartYear, type Proposal } from './ageGroups';
import { MoveMenuButton } from './MoveMenuButton';
import { lineUpSizes, markPlaced, placedNow, targetTeamId, teamSizes, useBoardWork, type Placed, type TeamSize } from './placementWork';
import { SeasonPlanBar, useSeasonPlan } from './SeasonPlanBar';
import { errorText } from '../../common/errorText';
import { DragHandle, PlacementDnd, TeamDropZones } from './TeamDropZones';
import { TEAMS_CHANGED, useMovePlayers, type Move } from './useMovePlayers';

type Row = PlacementRow & { id: string };
const NO_TEAM = 'none';
/** "Bram van der Berg": the infix between first and last name, as Dutch names are written. */
const fullName = (row: PlacementRow) => [row.firstName, row.infix, row.lastName].filter(Boolean).join(' ');

/**
 * /teams/placement: the team placement board (issue 23). Every player of the club with birth year,
 * current team and last season's average, on react-admin's ListBase and DataTable; filters by birth
 * year and team; the selected players move to a team through the 'Move to team' menu or by dragging
 * them onto a team. 'Propose teams' adds each player's age group and a proposed team for the board's
 * season (the newest season first: the one being formed), which the manager adjusts and applies. Proposals
 * and hand moves never undo each other (placementWork.ts): a player placed by hand, or by applying, keeps
 * that team when proposals are shown again or applied, and the teams show their sizes after applying.
 *
 * A season that has not started is planned, not applied (issue 37): every move on its board (menu, drag,
 * applying proposals) goes into the season's plan (Team/PlanPlayers) and nothing changes in the running
 * season; the board reads the plan (Team/GetSeasonPlan), works on the line-up as planned, shows each
 * team's size now → as planned, and offers to take a player out, clear the plan or apply it now
 * (SeasonPlanBar). The current season's board moves players at once, as before.
 */
export const PlacementPage = () => {
  const translate = useTranslate();
  const seasons = useSeasons();
  if (seasons.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const newest = seasons.data?.at(-1)?.id;
  return (
    <WholeListBase
      resource="placement"
      sort={{ field: 'firstName', order: 'ASC' }}
      filterDefaultValues={newest ? { clubSeasonId: newest } : {}}
      disableSyncWithLocation
      storeKey="placement.board"
    >
      <PlacementBoard seasons={seasons.data ?? []} />
    </WholeListBase>
  );
};

const PlacementBoard = ({ seasons }: { seasons: Season[] }) => {
  const translate = useTranslate();
  const list = useListContext<Row>();
  const teamsQuery = useQuery({ ...read(endpoints.masterDataGetTeams), select: teamsInOrder });
  const teams = teamsQuery.data ?? [];
  const [birthYear, setBirthYear] = useState('');
  const [teamFilter, setTeamFilter] = useState('');
  const [proposing, setProposing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const season = seasons.find((s) => s.id === list.filterValues.clubSeasonId);
  const startYear = season ? seasonStartYear(season.startDate) : undefined;
  const [work, updateWork] = useBoardWork(season?.id);
  const planQuery = useSeasonPlan(season?.id);
  const plan = planQuery.data?.clubSeasonId === season?.id ? planQuery.data : undefined;
  const planning = plan?.state === 'planning';
  const plannedTeam = useMemo(() => new Map((planning ? plan.players : []).map((p) => [p.userId, p])), [plan, planning]);
  /** A row as the season's line-up has it: the planned team instead of the team now, while planning. */
  const asPlanned = (row: Row): Row => {
    const planned = plannedTeam.get(row.id);
    return planned ? { ...row, teamId: planned.teamId, teamName: planned.teamName } : row;
  };
  const move = useMovePlayers({
    planSeasonId: planning ? plan.clubSeasonId : undefined,
    // Each call that went through marks its players placed (by hand, or by the proposals): later
    // proposals leave them there, and the other players' choices stay as they were.
    onEachMove: ({ team, userIds }, applyingProposals) => updateWork((work) => markPlaced(work, team.id, userIds, applyingProposals ? 'proposal' : 'hand')),
    onMoved: () => {
      list.onUnselectItems();
      setConfirming(false);
    },
  });

  const all = list.data ?? [];
  const shown = useMemo(
    () =>
      all.filter(
        (row) =>
          (birthYear === '' || String(row.birthYear) === birthYear) &&
          (teamFilter === '' || (teamFilter === NO_TEAM ? row.teamId === null : row.teamId === teamFilter)),
      ),
    [all, birthYear, teamFilter],
  );
  const birthYears = useMemo(
    () => [...new Set(all.map((row) => row.birthYear).filter((year): year is number => year !== null))].sort((a, b) => b - a),
    [all],
  );
  const proposals = useMemo(
    // While planning, proposed from the line-up as planned, so a planned player's proposal is the team planned.
    () => (startYear === undefined ? new Map<string, Proposal>() : new Map(all.map((row) => [row.id, proposeTeam(asPlanned(row), teams, startYear)]))),
    [all, teams, startYear, plannedTeam],
  );
  const targetOf = (row: Row): string => targetTeamId(work, asPlanned(row), proposals.get(row.id)?.team?.id ?? null);
  // What applying does: the shown players whose target is another team than their own, by target team.
  const pendingMoves: Move[] = (() => {
    if (!proposing) return [];
    const byTeam = new Map<string, string[]>();
    for (const row of shown) {
      const target = targetOf(row);
      if (target && target !== asPlanned(row).teamId) byTeam.set(target, [...(byTeam.get(target) ?? []), row.id]);
    }
    return [...byTeam].flatMap(([teamId, userIds]) => {
      const team = teams.find((t) => t.id === teamId);
      return team ? [{ team, userIds }] : [];
    });
  })();
  const pendingCount = pendingMoves.reduce((sum, m) => sum + m.userIds.length, 0);
  const pendingTarget = new Map(pendingMoves.flatMap((m) => m.userIds.map((userId) => [userId, m.team.id] as const)));
  // While planning: now → as planned, the proposals not applied yet counted in; otherwise now → after applying.
  const sizes = planning
    ? lineUpSizes(all, (userId) => pendingTarget.get(userId) ?? plannedTeam.get(userId)?.teamId ?? all.find((row) => row.id === userId)?.teamId ?? null)
    : teamSizes(all, pendingMoves.map((m) => ({ teamId: m.team.id, userIds: m.userIds })));
  const moveTo = (team: Team, userIds: string[]) => move.mutate({ moves: [{ team, userIds }], applyingProposals: false });
  const filtered = useMemo(
    () => ({ ...list, data: shown, total: shown.length }) as ListControllerResult<Row>,
    [list, shown],
  );

  return (
    <ListContextProvider value={filtered}>
      <PlacementDnd teams={teams} onMove={moveTo}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h4" component="h1">
              {translate('placement.title')}
            </Typography>
            <ListCount />
            <Box sx={{ flex: 1 }} />
            <SeasonFilter id="placement-season" />
            <FilterSelect id="placement-birth-year" label="placement.birthYear" value={birthYear} onChange={setBirthYear} all="placement.allYears">
              {birthYears.map((year) => (
                <MenuItem key={year} value={String(year)}>
                  {startYear === undefined ? year : `${year} (${ageGroupName(ageGroupUnder(year, startYear)) ?? translate('placement.senior')})`}
                </MenuItem>
              ))}
            </FilterSelect>
            <FilterSelect id="placement-team" label="placement.team" value={teamFilter} onChange={setTeamFilter} all="placement.allTeams">
              <MenuItem value={NO_TEAM}>{translate('placement.noTeam')}</MenuItem>
              {teams.map((team) => (
                <MenuItem key={team.id} value={team.id}>
                  {team.teamName}
                </MenuItem>
              ))}
            </FilterSelect>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <MoveMenuButton teams={teams} onMove={moveTo} disabled={move.isPending} />
            {startYear !== undefined && (
              <Button variant="outlined" startIcon={<AutoFixHighIcon />} aria-pressed={proposing} onClick={() => setProposing(!proposing)}>
                {translate(proposing ? 'placement.hideProposals' : 'placement.propose', { season: season?.seasonName ?? '' })}
              </Button>
            )}
            {proposing && (
              <Button variant="contained" color="secondary" disabled={move.isPending || pendingCount === 0} onClick={() => setConfirming(true)}>
                {translate(planning ? 'placement.plan.proposalsApply' : 'placement.apply', { smart_count: pendingCount })}
              </Button>
            )}
          </Box>
          {startYear === undefined && <Typography color="text.secondary">{translate('placement.noSeason')}</Typography>}
          {plan && (planning || plan.players.length > 0) && <SeasonPlanBar plan={plan} />}
          <TeamDropZones teams={teams} sizes={sizes} planning={planning || (proposing && pendingCount > 0)} hint={planning ? 'placement.plan.dropHint' : undefined} />
          <Card>
            <CardContent>
              <ListTable label={translate('placement.title')} empty={translate(all.length > 0 ? 'placement.noMatch' : 'placement.empty')}>
                <DataTable.Col
                  source="firstName"
                  label="placement.name"
                  render={(row: Row) => (
                    <PhoneDetails items={[['placement.birthYear', row.birthYear], ['placement.lastSeason', formatAverage(row.lastSeasonAverage)]]}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <DragHandle userId={row.id} name={fullName(row)} />
                        {fullName(row)}
                      </Box>
                    </PhoneDetails>
                  )}
                />
                <DataTable.NumberCol source="birthYear" label="placement.birthYear" sx={FOLD_ON_PHONE} options={{ useGrouping: false }} />
                <DataTable.Col source="teamName" label="placement.team" render={(row: Row) => row.teamName ?? translate('placement.noTeam')} />
                {planning && (
                  <DataTable.Col
                    label="placement.plan.column"
                    render={(row: Row) => <PlannedTeam name={fullName(row)} userId={row.id} seasonId={plan.clubSeasonId} teamName={plannedTeam.get(row.id)?.teamName} />}
                  />
                )}
                <DataTable.Col source="lastSeasonAverage" label="placement.lastSeason" sx={FOLD_ON_PHONE} render={(row: Row) => <Average value={row.lastSeasonAverage} />} />
                {proposing && startYear !== undefined && (
                  <DataTable.Col
                    label="placement.proposed"
                    render={(row: Row) => (
                      <ProposedTeam
                        row={asPlanned(row)}
                        teams={teams}
                        proposal={proposals.get(row.id)}
                        placed={placedNow(work, asPlanned(row))}
                        chosen={work.choices[row.id] !== undefined}
                        value={targetOf(row)}
                        onChange={(teamId) => updateWork((work) => ({ ...work, choices: { ...work.choices, [row.id]: teamId } }))}
                      />
                    )}
                  />
                )}
              </ListTable>
            </CardContent>
          </Card>
        </Box>
      </PlacementDnd>
      <Confirm
        isOpen={confirming}
        loading={move.isPending}
        title={planning ? 'placement.plan.proposalsTitle' : 'placement.applyTitle'}
        translateOptions={{ season: season?.seasonName ?? '' }}
        content={<ApplyQuestion count={pendingCount} moves={pendingMoves} sizes={sizes} season={planning ? season?.seasonName : undefined} />}
        onConfirm={() => move.mutate({ moves: pendingMoves, applyingProposals: true })}
        onClose={() => setConfirming(false)}
      />
    </ListContextProvider>
  );
};

const formatAverage = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const Average = ({ value }: { value: number | null }) => {
  const locale = useLocale();
  return <>{value === null ? '–' : value.toLocaleString(locale, { maximumFractionDigits: 1 })}</>;
};

/** A filter dropdown of the board; '' is 'all'. */
const FilterSelect = ({ id, label, value, onChange, all, children }: { id: string; label: string; value: string; onChange: (value: string) => void; all: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TextField id={id} select size="small" label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 150 }}>
      <MenuItem value="">{translate(all)}</MenuItem>
      {children}
    </TextField>
  );
};

/**
 * The question before applying, with the size each target team will have ('JO13-1: 12 → 15'); with
 * `season` (a season being planned) the proposals go into its plan, and the sizes are as planned.
 */
const ApplyQuestion = ({ count, moves, sizes, season }: { count: number; moves: Move[]; sizes: Map<string, TeamSize>; season?: string }) => {
  const translate = useTranslate();
  const sizesLabel = translate(season ? 'placement.plan.sizes' : 'placement.applySizes');
  return (
    <>
      <Typography>{translate(season ? 'placement.plan.proposalsQuestion' : 'placement.applyQuestion', { smart_count: count, season })}</Typography>
      <Typography sx={{ mt: 1 }}>{sizesLabel}</Typography>
      <List dense aria-label={sizesLabel}>
        {moves.map(({ team }) => {
          const size = sizes.get(team.id);
          return (
            <ListItem key={team.id} disableGutters>
              {translate('placement.sizePlanned', { team: team.teamName, now: size?.now ?? 0, after: size?.after ?? 0 })}
            </ListItem>
          );
        })}
      </List>
    </>
  );
};

/**
 * A row's age group and proposed team, which the manager can change before applying. A player placed
 * already (by hand or by applying) shows that and keeps the team; a player without a proposal shows why.
 */
const ProposedTeam = ({ row, teams, proposal, placed, chosen, value, onChange }: {
  row: Row;
  teams: Team[];
  proposal: Proposal | undefined;
  placed: Placed | undefined;
  chosen: boolean;
  value: string;
  onChange: (teamId: string) => void;
}) => {
  const translate = useTranslate();
  const group = proposal?.groupName ?? (proposal?.under == null ? translate('placement.noBirthYear') : translate('placement.senior'));
  const note = chosen
    ? null
    : placed
      ? translate(placed.by === 'hand' ? 'placement.placedByHand' : 'placement.placedByProposal')
      : proposal?.reason
        ? translate(`placement.reason.${proposal.reason}`, { group: proposal.groupName ?? '' })
        : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ minWidth: 80 }}>
        {group}
      </Typography>
      <TextField
        select
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': translate('placement.proposedFor', { name: fullName(row) }) } as object } }}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="">{translate('placement.stays')}</MenuItem>
        {teams.map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.teamName}
          </MenuItem>
        ))}
      </TextField>
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
};

/**
 * A row's planned team for the season being planned ('–' when none), with the button that takes the
 * player out of the plan (Team/ClearSeasonPlan with the one id): they stay where they are.
 */
const PlannedTeam = ({ name, userId, seasonId, teamName }: { name: string; userId: string; seasonId: string; teamName: string | undefined }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const takeOut = useWrite(endpoints.teamClearSeasonPlan, {
    invalidates: TEAMS_CHANGED,
    onSuccess: () => notify(translate('placement.plan.takenOut', { name }), { type: 'success' }),
    onError: (error) => notify(`${translate('placement.plan.changeFailed')} ${errorText(error)}`.trim(), { type: 'error' }),
  });
  if (!teamName) return <>–</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {teamName}
      <IconButton size="small" disabled={takeOut.isPending} aria-label={translate('placement.plan.takeOut', { name })} onClick={() => takeOut.mutate({ body: { clubSeasonId: seasonId, userIds: [userId] } })}>
        <UndoIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
