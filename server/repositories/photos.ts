import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Stored pictures are served from a stable URL; the id never changes, so it can be cached for long. */
export function photoUrl(photoId: string | null | undefined): string | null {
  return photoId ? `/photos/${photoId}` : null;
}

/** A stored picture's bytes and type. */
export async function findPhoto(db: Kysely<DB>, id: string) {
  return db.selectFrom('photos').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
}

/** The id of a picture uploaded for this club, as stored; undefined for any other. */
export async function findClubPhotoId(db: Kysely<DB>, clubId: string, id: string): Promise<string | undefined> {
  const photo = await db.selectFrom('photos').select('id').where('id', '=', id).where('club_id', '=', clubId).executeTakeFirst();
  return photo?.id;
}

/** Stores a (re-encoded) picture of a club and answers its new id. */
export async function insertPhoto(
  db: Kysely<DB>,
  photo: { clubId: string; contentType: string; bytes: Buffer; width: number; height: number },
): Promise<string> {
  const row = await db
    .insertInto('photos')
    .values({ club_id: photo.clubId, content_type: photo.contentType, bytes: photo.bytes, width: photo.width, height: photo.height })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
