/**
 * The one e-mail check of the web forms and the server alike (spec §5: roughly name@domain.tld), so
 * an address the form lets through is never refused by the server for its shape, or the other way round.
 * Kept apart from the TypeBox schemas so the web app can use it without bundling them.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isPlausibleEmail = (email: string): boolean => EMAIL_PATTERN.test(email);
