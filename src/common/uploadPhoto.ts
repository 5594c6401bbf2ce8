import type { PhotoUploadResult } from '../../contract/clubStructure';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** Picture rules of spec §5/§9: png, jpeg or jpg, checked here before anything is sent. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
/** Managers modal, detail pages, club logo. */
export const PHOTO_MAX_BYTES = 6_000_000;
/** The team modal's logo. */
export const TEAM_LOGO_MAX_BYTES = 500_000;

export type PhotoProblem = 'upload.badFormat' | 'upload.tooLarge';

/** The translation key of what is wrong with the file, or undefined when it may be uploaded. */
export function checkPhoto(file: File, maxBytes: number = PHOTO_MAX_BYTES): PhotoProblem | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeAllowed = (PHOTO_TYPES as readonly string[]).includes(file.type);
  const extensionAllowed = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeAllowed || !extensionAllowed) return 'upload.badFormat';
  if (file.size > maxBytes) return 'upload.tooLarge';
  return undefined;
}

/**
 * POST /Account/UploadPhoto (multipart, spec §7). `dateTimeTag` comes back unchanged so a caller
 * can tell which of several quick uploads an answer belongs to. userId is optional (club and team
 * logos have none). The answer's id is what a form saves (photo, LogoUrl).
 */
export function uploadPhoto(file: File, options: { userId?: string; dateTimeTag?: string } = {}): Promise<PhotoUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(endpoints.accountUploadPhoto, {
    query: { dateTimeTag: options.dateTimeTag ?? new Date().toISOString(), userId: options.userId },
    form,
  });
}
