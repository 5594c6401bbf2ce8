/** Stored pictures are served from a stable URL; the id never changes, so it can be cached for long. */
export function photoUrl(photoId: string | null | undefined): string | null {
  return photoId ? `/photos/${photoId}` : null;
}
