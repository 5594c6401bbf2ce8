import type { Kysely } from 'kysely';
import sharp, { type OutputInfo } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { DB } from '../db/schema.js';
import { refuse } from '../domain/refusal.js';
import { findClubPhotoId, insertPhoto } from '../repositories/photos.js';

/** The largest picture the server takes (spec §9: 6,000,000 bytes; the hint says 5 MB). */
export const PHOTO_MAX_BYTES = 6_000_000;
/** Stored pictures fit in this square; bigger uploads are scaled down (the spec recommends 1024x1024). */
const STORED_MAX_SIDE = 1024;
/**
 * A picture may have at most this many pixels (a 48-megapixel phone photo has 48.8 million). A PNG
 * of 16,000 × 16,000 pixels compresses to a few hundred kB and decodes to 768 MB, so the size is read
 * from the file's header, and a larger picture refused, before anything is decoded.
 */
export const PHOTO_MAX_PIXELS = 64_000_000;

const ALLOWED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpeg'],
] as const);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a picture by its content (magic bytes, never the file name), re-encodes it (which drops
 * metadata such as GPS positions, and turns by the EXIF orientation first) and stores it for the
 * club. Answers the new picture's id.
 */
export async function storePhoto(db: Kysely<DB>, clubId: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw refuse.badRequest('pictureEmpty');
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw refuse.badRequest('pictureTooLarge');
  }
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? ALLOWED.get(detected.mime as 'image/png' | 'image/jpeg') : undefined;
  if (!detected || !format) {
    throw refuse.badRequest('pictureNotImage');
  }
  const { width = 0, height = 0 } = await sharp(bytes).metadata().catch(() => ({ width: 0, height: 0 }));
  if (width * height > PHOTO_MAX_PIXELS) throw refuse.badRequest('pictureTooManyPixels');
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    encoded = await (format === 'png' ? image.png() : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
  } catch {
    throw refuse.badRequest('pictureUnreadable');
  }
  return insertPhoto(db, { clubId, contentType: detected.mime, bytes: encoded.data, width: encoded.info.width, height: encoded.info.height });
}

/**
 * The picture id in what a form sends for a picture: a new upload's id, or the picture's existing
 * URL ('/photos/<id>', also as a full address). Empty or null means "no picture".
 */
export function photoIdFromReference(reference: string | null | undefined): string | null {
  if (!reference || !reference.trim()) return null;
  const last = reference.trim().split('?')[0]!.split('/').pop() ?? '';
  if (!UUID.test(last)) throw refuse.badRequest('pictureReferenceInvalid');
  return last.toLowerCase();
}

/**
 * The id of a picture of the club to attach (club logo, team logo, profile photo), or null for
 * none. A picture of another club, or one that does not exist, is refused like a bad reference.
 */
export async function resolveClubPhoto(db: Kysely<DB>, clubId: string, reference: string | null | undefined): Promise<string | null> {
  const id = photoIdFromReference(reference);
  if (!id) return null;
  const photoId = await findClubPhotoId(db, clubId, id);
  if (!photoId) throw refuse.badRequest('pictureGone');
  return photoId;
}
