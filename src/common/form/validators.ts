import type { Validator } from 'react-admin';
import { isPlausibleEmail } from '../../../contract/email';

/**
 * The spec's own rules as react-admin validators (react-admin's `required`, `maxLength` and `email`
 * differ where noted). Each returns a translation key (the spec's message) or undefined.
 */

/** Required text where spaces alone count as empty (react-admin's `required` lets '  ' through). */
export const requiredText =
  (message = 'ra.validation.required'): Validator =>
  (value: unknown) =>
    value == null || String(value).trim() === '' ? message : undefined;

/**
 * The one e-mail check of the web forms and the server (contract/email.ts, spec §5: roughly
 * name@domain.tld), on the trimmed address; react-admin's `email` is stricter than the server.
 */
export const plausibleEmail =
  (message = 'ra.validation.email'): Validator =>
  (value: unknown) =>
    value == null || String(value).trim() === '' || isPlausibleEmail(String(value).trim()) ? undefined : message;

/** A list needs at least one entry (spec §5: nothing selected is an error, with the list's own message). */
export const atLeastOne =
  (message: string): Validator =>
  (value: unknown) =>
    Array.isArray(value) && value.length > 0 ? undefined : message;

/** Trims a text value before it is used (the forms send names without surrounding spaces). */
export const trimmed = (value: unknown): string => (value == null ? '' : String(value).trim());
