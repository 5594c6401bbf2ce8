import { refuse } from '../domain/refusal.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findClubSeason, seasonInView } from '../repositories/seasons/seasons.js';

/**
 * The season a call means (repositories/seasons/seasons.ts seasonInView: the one it names, else the current
 * one), or 404 for a named season that is not the club's. Undefined: none named and none current.
 */
export async function seasonInViewOrNotFound(db: Kysely<DB>, clubId: string, clubSeasonId: string | undefined): Promise<string | undefined> {
  const season = await seasonInView(db, clubId, clubSeasonId);
  if (!season.found) throw refuse.notFound('seasonMissing');
  return season.seasonId;
}

/** As seasonInViewOrNotFound, for a call that needs a season: 404 too when the club has no current one. */
export async function seasonOrNotFound(db: Kysely<DB>, clubId: string, clubSeasonId: string | undefined): Promise<string> {
  const seasonId = await seasonInViewOrNotFound(db, clubId, clubSeasonId);
  if (!seasonId) throw refuse.notFound('seasonMissing');
  return seasonId;
}

/** A season of the club with what its report rounds are planned from; 404 for any other. */
export async function roundSeasonOrNotFound(db: Kysely<DB>, clubId: string, seasonId: string) {
  const season = await findClubSeason(db, clubId, seasonId);
  if (!season) throw refuse.notFound('seasonMissing');
  return season;
}
