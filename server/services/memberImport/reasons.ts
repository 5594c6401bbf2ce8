import { fillIn, keyOf, type ServerMessageKey } from '../../../contract/serverMessages.js';
import type { Language } from '../../domain/language.js';
import { IMPORT_REASONS_NL } from '../../../contract/importReasonsNl.js';

/**
 * A row's reason (its English sentence) in a language, for the file of rows in error (issue 37: the
 * manager downloads it from a Dutch preview and it said every reason in English); a sentence of no
 * known key stays as it is. A row's reasons are stored as the English sentences of their keys (say(),
 * messages.ts), so a sentence is recognised by its key here when the file is written, whatever run
 * wrote it. The Dutch texts are the web app's too (contract/importReasonsNl.ts).
 */
export function reasonIn(language: Language, sentence: string): string {
  if (language === 'en') return sentence;
  const known = keyOf(sentence);
  const template = known && (IMPORT_REASONS_NL as Partial<Record<ServerMessageKey, string>>)[known.messageKey];
  return template ? fillIn(template, known.messageValues ?? {}) : sentence;
}
