/** The operators' admin calls (spec §7 "Admin page"): lists for the cascade and the batch upload. */
import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './schemas.js';

export const AdminClub = Type.Object({ id: Type.String(), clubName: Type.String() });
export const AdminSeason = Type.Object({
  id: Type.String(),
  seasonName: Type.String(),
  startDate: DateTime,
  endDate: DateTime,
});
export const AdminTeam = Type.Object({ id: Type.String(), teamName: Type.String() });
export type AdminClub = Static<typeof AdminClub>;
export type AdminSeason = Static<typeof AdminSeason>;
export type AdminTeam = Static<typeof AdminTeam>;

export const BatchResult = Type.Object({
  /** The import (issue 23) the upload started: /admin/rest/imports/{importId} follows its run. */
  importId: Type.String(),
  /** What happens per row: invited, updated, unchanged, or refused (error). */
  summary: Type.Object({ invite: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), error: Type.Integer() }),
  /** The rows refused and why; every other row is imported. */
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })),
});
export type BatchResult = Static<typeof BatchResult>;

export const AdminClubs = Type.Array(AdminClub);
export const AdminSeasons = Type.Array(AdminSeason);
export const AdminTeams = Type.Array(AdminTeam);
export const AdminSeasonsQuery = Type.Object({ clubId: Uuid });
export const AdminTeamsQuery = Type.Object({ seasonId: Uuid });
