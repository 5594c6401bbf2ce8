import { refuse } from '../domain/refusal.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { resolveSeason } from '../repositories/peopleLists.js';
import { findRoundSeason } from '../repositories/rounds.js';

/** The season a call asks for, or the club's current one; 404 when it is not the club's or there is none. */
export async function seasonOrNotFound(db: Kysely<DB>, clubId: string, clubSeasonId: string | undefined): Promise<string> {
  const season = await resolveSeason(db, clubId, clubSeasonId);
  if (!season.found || !season.seasonId) throw refuse.notFound('seasonMissing');
  return season.seasonId;
}

/** A season of the club with what its report rounds are planned from; 404 for any other. */
export async function roundSeasonOrNotFound(db: Kysely<DB>, clubId: string, seasonId: string) {
  const season = await findRoundSeason(db, clubId, seasonId);
  if (!season) throw refuse.notFound('seasonMissing');
  return season;
}
