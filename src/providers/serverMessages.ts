import { fillIn, keyOf, type ServerMessageValues } from '../../contract/serverMessages';
import { appTexts } from '../i18n/catalogues';
import { storedLocale } from './i18nProvider';

/** The letters of a field's name, lower case: 'TeamName', 'teamName' and 'Team name' are one field. */
const fieldKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A sentence of the server in the language chosen in the app: its key's translation (src/i18n
 * `serverErrors`) with the values filled in, a field named by its label; the server's own (English)
 * sentence for a key this app does not know or a sentence without one. `keyed` is the error answer's
 * messageKey and messageValues; without them the sentence is recognised by the shared templates
 * (the spec's `errorMessage` of a refused save carries no key).
 */
export function localizedServerMessage(message: string, keyed?: { messageKey?: unknown; messageValues?: unknown }): string {
  const catalogue = appTexts(storedLocale());
  const recognised =
    typeof keyed?.messageKey === 'string'
      ? { messageKey: keyed.messageKey, messageValues: keyed.messageValues as ServerMessageValues | undefined }
      : keyOf(message);
  const template = recognised && (catalogue.serverErrors as Record<string, string>)[recognised.messageKey];
  if (!template) return message;
  const values = { ...recognised.messageValues };
  if (values.field) values.field = (catalogue.serverFields as Record<string, string>)[fieldKey(values.field)] ?? values.field;
  return fillIn(template, values);
}
