import { useEffect, useRef } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { useNotify, useTranslate, type ValidationErrorMessage } from 'react-admin';
import { translateValidationMessage } from './validationMessage';

/**
 * The first message of a form's errors: an input's validator leaves react-admin's serialised string,
 * a whole-form validator a key or { message, args }.
 */
const firstMessage = (errors: FieldErrors): ValidationErrorMessage | undefined => {
  for (const error of Object.values(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (message && typeof message === 'object' && 'message' in message) return message as ValidationErrorMessage;
  }
  return undefined;
};

/**
 * The spec's error catalogue (§8) shows a modal's validation messages as toasts ('Please filled all
 * the input', 'Start date can not more than end date'): after a refused submit the first message is
 * shown as the toast, besides the field it concerns, instead of react-admin's generic 'The form is
 * not valid'. Used inside a Form whose `disableInvalidFormNotification` is set.
 */
export const FirstErrorToast = () => {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const first = firstMessage(errors);
    if (first) notify(translateValidationMessage(translate, first), { type: 'error' });
  }, [submitCount, errors, notify, translate]);
  return null;
};
