/** The operators' admin calls (spec §7 "Admin page"): lists for the cascade and the batch upload. */
import { Type, type Static } from 'typebox';
import { DateTime } from './schemas.js';

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
  /** People invited from the file, in file order. */
  invited: Type.Array(Type.Object({ email: Type.String(), role: Type.String(), emailSent: Type.Boolean() })),
  /** Why some invitation e-mails could not be sent (the people are invited and can be re-invited). */
  mailProblems: Type.Array(Type.String()),
});
export type BatchResult = Static<typeof BatchResult>;
