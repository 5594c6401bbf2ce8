import type { TranslateFunction, ValidationErrorMessage } from 'react-admin';

/** How react-admin's useInput hands a validator's message to react-hook-form (see ra-core's ValidationError). */
const RA_VALIDATION_PREFIX = '@@react-admin@@';

/**
 * The sentence of a form error, in the page's language. react-hook-form keeps errors as strings, so
 * react-admin's useInput stores a validator's key (or { message, args }) as `@@react-admin@@<json>`;
 * only its ValidationError component decodes that, and it is a component. Anything that shows a
 * form error as text (a toast) goes through here, so no serialised key ever reaches a person.
 */
export const translateValidationMessage = (translate: TranslateFunction, error: ValidationErrorMessage): string => {
  const decoded: ValidationErrorMessage =
    typeof error === 'string' && error.startsWith(RA_VALIDATION_PREFIX) ? JSON.parse(error.slice(RA_VALIDATION_PREFIX.length)) : error;
  if (typeof decoded === 'object' && decoded !== null) return translate(decoded.message, { _: decoded.message, ...decoded.args });
  return translate(decoded, { _: decoded });
};
