import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useQuery } from '@tanstack/react-query';
import { Confirm, DataTable, ListContextProvider, useListContext, useLocale, useTranslate, type ListControllerResult } from 'react-admin';
import type { PlacementRow, Team } from '../../../contract/clubStructure';
import type { Season } from '../../../contract/schemas';
import { useSeasons } from '../../common/list/useSeasons';
import { WholeListBase } from '../../common/list/WholeListBase';
import { ListCount } from '../../common/list/ListCount';
import { ListTable } from '../../common/list/ListTable';
import { SeasonFilter } from '../../common/list/SeasonFilter';
import { FOLD_ON_PHONE, PhoneDetails } from '../../common/list/phone';
import { useTouchlineData } from '../../common/useTouchlineData';
import { ageGroupName, ageGroupUnder, proposeTeam, seasonStartYear, type Proposal } from './ageGroups';
import { MoveMenuButton } from './MoveMenuButton';
import { markPlaced, placedNow, targetTeamId, teamSizes, useBoardWork, type Placed, type TeamSize } from './placementWork';
import { DragHandle, PlacementDnd, TeamDropZones } from './TeamDropZones';
import { useMovePlayers, type Move } from './useMovePlayers';

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
  const dataProvider = useTouchlineData();
  const list = useListContext<Row>();
  const teamsQuery = useQuery({ queryKey: ['teams', 'getTeams'], queryFn: () => dataProvider.getTeams() });
  const teams = teamsQuery.data ?? [];
  const [birthYear, setBirthYear] = useState('');
  const [teamFilter, setTeamFilter] = useState('');
  const [proposing, setProposing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const season = seasons.find((s) => s.id === list.filterValues.clubSeasonId);
  const startYear = season ? seasonStartYear(season.startDate) : undefined;
  const [work, updateWork] = useBoardWork(season?.id);
  const move = useMovePlayers({
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
    () => (startYear === undefined ? new Map<string, Proposal>() : new Map(all.map((row) => [row.id, proposeTeam(row, teams, startYear)]))),
    [all, teams, startYear],
  );
  const targetOf = (row: Row): string => targetTeamId(work, row, proposals.get(row.id)?.team?.id ?? null);
  // What applying does: the shown players whose target is another team than their own, by target team.
  const pendingMoves: Move[] = (() => {
    if (!proposing) return [];
    const byTeam = new Map<string, string[]>();
    for (const row of shown) {
      const target = targetOf(row);
      if (target && target !== row.teamId) byTeam.set(target, [...(byTeam.get(target) ?? []), row.id]);
    }
    return [...byTeam].flatMap(([teamId, userIds]) => {
      const team = teams.find((t) => t.id === teamId);
      return team ? [{ team, userIds }] : [];
    });
  })();
  const pendingCount = pendingMoves.reduce((sum, m) => sum + m.userIds.length, 0);
  const sizes = teamSizes(all, pendingMoves.map((m) => ({ teamId: m.team.id, userIds: m.userIds })));
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
                {translate('placement.apply', { smart_count: pendingCount })}
              </Button>
            )}
          </Box>
          {startYear === undefined && <Typography color="text.secondary">{translate('placement.noSeason')}</Typography>}
          <TeamDropZones teams={teams} sizes={sizes} planning={proposing && pendingCount > 0} />
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
                <DataTable.Col source="lastSeasonAverage" label="placement.lastSeason" sx={FOLD_ON_PHONE} render={(row: Row) => <Average value={row.lastSeasonAverage} />} />
                {proposing && startYear !== undefined && (
                  <DataTable.Col
                    label="placement.proposed"
                    render={(row: Row) => (
                      <ProposedTeam
                        row={row}
                        teams={teams}
                        proposal={proposals.get(row.id)}
                        placed={placedNow(work, row)}
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
        title="placement.applyTitle"
        content={<ApplyQuestion count={pendingCount} moves={pendingMoves} sizes={sizes} />}
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

/** The question before applying, with the size each target team will have ('JO13-1: 12 → 15'). */
const ApplyQuestion = ({ count, moves, sizes }: { count: number; moves: Move[]; sizes: Map<string, TeamSize> }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography>{translate('placement.applyQuestion', { smart_count: count })}</Typography>
      <Typography sx={{ mt: 1 }}>{translate('placement.applySizes')}</Typography>
      <List dense aria-label={translate('placement.applySizes')}>
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
