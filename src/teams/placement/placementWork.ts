import { useCallback, useState } from 'react';
import type { PlacementRow } from '../../../contract/clubStructure';

/** How a player came to be in the team the board shows: moved there by hand, or by applying a proposal. */
export interface Placed {
  teamId: string;
  by: 'hand' | 'proposal';
}

/**
 * The manager's work on the board of one season, which proposals never overwrite: the teams chosen in a
 * proposal's dropdown (`choices`, not applied yet) and the players already placed for the season
 * (`placed`: by hand, or by applying). A placed player keeps their team when proposals are made again or
 * applied; the mark holds while the player is still in that team (a move elsewhere ends it).
 */
export interface BoardWork {
  choices: Record<string, string>;
  placed: Record<string, Placed>;
}

const EMPTY: BoardWork = { choices: {}, placed: {} };
const storageKey = (seasonId: string) => `touchline.placement.${seasonId}`;

const read = (seasonId: string | undefined): BoardWork => {
  if (!seasonId) return EMPTY;
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(seasonId)) ?? 'null') as Partial<BoardWork> | null;
    return { choices: stored?.choices ?? {}, placed: stored?.placed ?? {} };
  } catch {
    return EMPTY;
  }
};

const write = (seasonId: string | undefined, work: BoardWork) => {
  if (!seasonId) return;
  try {
    localStorage.setItem(storageKey(seasonId), JSON.stringify(work));
  } catch {
    // Storage full or refused: the work still holds until the page is left.
  }
};

/**
 * The board's work for a season, kept in localStorage (`touchline.placement.<seasonId>`) so a reload or
 * a visit elsewhere in the app does not throw it away.
 */
export const useBoardWork = (seasonId: string | undefined) => {
  const [state, setState] = useState(() => ({ seasonId, work: read(seasonId) }));
  const work = state.seasonId === seasonId ? state.work : read(seasonId);
  const update = useCallback(
    (change: (work: BoardWork) => BoardWork) =>
      setState((previous) => {
        const next = change(previous.seasonId === seasonId ? previous.work : read(seasonId));
        write(seasonId, next);
        return { seasonId, work: next };
      }),
    [seasonId],
  );
  return [work, update] as const;
};

/** The work after `userIds` moved to `teamId` (by hand or by applying): placed there, their open choices done. */
export const markPlaced = (work: BoardWork, teamId: string, userIds: readonly string[], by: Placed['by']): BoardWork => {
  const choices = { ...work.choices };
  const placed = { ...work.placed };
  for (const userId of userIds) {
    delete choices[userId];
    placed[userId] = { teamId, by };
  }
  return { choices, placed };
};

/** How the row was placed for the season, while the player is still in that team; undefined otherwise. */
export const placedNow = (work: BoardWork, row: Pick<PlacementRow, 'userId' | 'teamId'>): Placed | undefined => {
  const placed = work.placed[row.userId];
  return placed && placed.teamId === row.teamId ? placed : undefined;
};

/**
 * The team a row goes to when the proposals are applied ('' or the current team: stays): the manager's
 * choice in the dropdown first, then a placement already made (the player stays there), then the proposal.
 */
export const targetTeamId = (work: BoardWork, row: Pick<PlacementRow, 'userId' | 'teamId'>, proposedTeamId: string | null): string => {
  const chosen = work.choices[row.userId];
  if (chosen !== undefined) return chosen;
  if (placedNow(work, row)) return row.teamId ?? '';
  return proposedTeamId ?? '';
};

export interface TeamSize {
  now: number;
  after: number;
  /** Whether the plan moves anyone into or out of the team. */
  changes: boolean;
}

/** Each team's number of players now and after `moves` (every row's team now; moves by target team). */
export const teamSizes = (
  rows: ReadonlyArray<Pick<PlacementRow, 'userId' | 'teamId'>>,
  moves: ReadonlyArray<{ teamId: string; userIds: readonly string[] }>,
): Map<string, TeamSize> => {
  const target = new Map(moves.flatMap((move) => move.userIds.map((userId) => [userId, move.teamId] as const)));
  const teamNow = new Map(rows.map((row) => [row.userId, row.teamId]));
  return lineUpSizes(rows, (userId) => target.get(userId) ?? teamNow.get(userId) ?? null);
};

/**
 * Each team's number of players now (every row's team now) and in the line-up `teamAfter` gives (a
 * player's team after the plan and the pending proposals; null: in no team). For a season being
 * planned (issue 37) the board shows "now → as planned" from this, the plan stored on the server
 * counted in as well as the proposals not applied yet.
 */
export const lineUpSizes = (
  rows: ReadonlyArray<Pick<PlacementRow, 'userId' | 'teamId'>>,
  teamAfter: (userId: string) => string | null,
): Map<string, TeamSize> => {
  const sizes = new Map<string, TeamSize>();
  const size = (teamId: string) => {
    let entry = sizes.get(teamId);
    if (!entry) sizes.set(teamId, (entry = { now: 0, after: 0, changes: false }));
    return entry;
  };
  for (const row of rows) {
    const after = teamAfter(row.userId);
    if (row.teamId !== null) size(row.teamId).now += 1;
    if (after !== null) size(after).after += 1;
    if (after === row.teamId) continue;
    if (row.teamId !== null) size(row.teamId).changes = true;
    if (after !== null) size(after).changes = true;
  }
  return sizes;
};
