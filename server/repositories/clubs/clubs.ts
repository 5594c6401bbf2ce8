import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { photoUrl } from '../photos.js';
import { insertDefaultSkills } from './skills.js';

export async function findClub(db: Kysely<DB>, clubId: string) {
  const club = await db
    .selectFrom('clubs')
    .select(['id', 'name', 'country', 'logo_photo_id', 'time_zone', 'retention_months', 'language'])
    .where('id', '=', clubId)
    .executeTakeFirst();
  return club && {
    id: club.id, clubName: club.name, country: club.country, logoUrl: photoUrl(club.logo_photo_id), timeZone: club.time_zone,
    retentionMonths: club.retention_months, language: club.language === 'nl' ? 'nl' as const : 'en' as const,
  };
}

/** A new club, with the default football evaluation criteria in its language (domain guide: skills). */
export async function createClub(
  db: Kysely<DB>,
  club: { name: string; country: string; language?: 'en' | 'nl'; logoPhotoId?: string | null },
): Promise<string> {
  const { id } = await db
    .insertInto('clubs')
    .values({ name: club.name, country: club.country, language: club.language ?? 'en', logo_photo_id: club.logoPhotoId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDefaultSkills(db, id, club.language ?? 'en');
  return id;
}

/**
 * The club's name, country, logo, time zone, retention period and e-mail language (undefined keeps
 * them), as changed on the settings page.
 */
export async function updateClubDetails(
  db: Kysely<DB>,
  clubId: string,
  details: { name: string; country: string; logoPhotoId: string | null; timeZone?: string; retentionMonths?: number; language?: 'en' | 'nl' },
): Promise<void> {
  await db.updateTable('clubs')
    .set({ name: details.name, country: details.country, logo_photo_id: details.logoPhotoId, ...(details.timeZone ? { time_zone: details.timeZone } : {}),
      ...(details.retentionMonths === undefined ? {} : { retention_months: details.retentionMonths }),
      ...(details.language === undefined ? {} : { language: details.language }) })
    .where('id', '=', clubId).execute();
}

/**
 * The club's data version (migration 0010): it moves with every change the club's lists show. '0'
 * for a club nothing has bumped yet (a bulk load with the triggers off).
 */
export async function clubDataVersion(db: Kysely<DB>, clubId: string): Promise<string> {
  const row = await db.selectFrom('club_data_versions').select('version').where('club_id', '=', clubId).executeTakeFirst();
  return row ? String(row.version) : '0';
}

/**
 * The versions a kept answer is kept under (migration 0030), read in one statement (one snapshot):
 * `all` moves with every change (0010's version, which the read replica's check compares), `lists`
 * with every change the players list and the team overview show, `player` with every change of
 * `playerId`'s reports and scores. '0' for what nothing has moved yet.
 */
export async function answerVersions(db: Kysely<DB>, clubId: string, playerId?: string): Promise<{ all: string; lists: string; player: string }> {
  const row = await db.selectFrom('club_data_versions as v')
    .select(['v.version', 'v.lists'])
    .select((eb) => (playerId
      ? eb.selectFrom('player_data_versions as p').select('p.version').whereRef('p.club_id', '=', 'v.club_id').where('p.player_id', '=', playerId)
      : eb.val<string | null>(null)).as('player'))
    .where('v.club_id', '=', clubId)
    .executeTakeFirst();
  return { all: row ? String(row.version) : '0', lists: row ? String(row.lists) : '0', player: row?.player == null ? '0' : String(row.player) };
}

/** An operator's change of a club's name, country and e-mail language; false when there is no such club. */
export async function updateClubSettings(db: Kysely<DB>, clubId: string, settings: { name: string; country: string; language: 'en' | 'nl' }): Promise<boolean> {
  const result = await db.updateTable('clubs').set(settings).where('id', '=', clubId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
