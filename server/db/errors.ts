/** PostgreSQL's unique_violation (both engines): a write raced another one past a uniqueness check. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
