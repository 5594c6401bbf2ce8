import {
  englishMessage, type KeyedMessage, type ServerMessageKey, type ServerMessageValuesOf,
} from '../../contract/serverMessages.js';

/**
 * A call refused for a reason a person can act on: its status and a key of contract/serverMessages.ts
 * with the values of its placeholders. server/plugins/errors.ts answers it as
 * `{ statusCode, error, message, messageKey, messageValues }`, `message` being the key's English
 * sentence; the web app says the key in the person's language. Thrown by routes and services alike:
 * `throw refuse.notFound('seasonMissing')`.
 */
export class Refusal extends Error {
  readonly messageKey: ServerMessageKey | undefined;
  readonly messageValues: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    messages: readonly KeyedMessage[],
  ) {
    // Several refusals at once (an invitation with two empty fields) are one sentence after the other;
    // the answer carries a key only when there is one refusal to translate.
    super(messages.map(({ messageKey, messageValues }) => englishMessage(messageKey, messageValues)).join(' '));
    const only = messages.length === 1 ? messages[0] : undefined;
    this.messageKey = only?.messageKey;
    this.messageValues = only?.messageValues;
  }

  /** What the error answer carries beside the English sentence. */
  keyed(): KeyedMessage | undefined {
    if (!this.messageKey) return undefined;
    return this.messageValues ? { messageKey: this.messageKey, messageValues: this.messageValues } : { messageKey: this.messageKey };
  }
}

/** A key with its values, checked: a key with placeholders needs them, one without takes none. */
export function keyed<K extends ServerMessageKey>(
  key: K,
  ...values: keyof ServerMessageValuesOf<K> extends never ? [] : [ServerMessageValuesOf<K>]
): KeyedMessage {
  return values[0] ? { messageKey: key, messageValues: values[0] as Record<string, string> } : { messageKey: key };
}

const refusalOf =
  (statusCode: number) =>
  <K extends ServerMessageKey>(key: K, ...values: keyof ServerMessageValuesOf<K> extends never ? [] : [ServerMessageValuesOf<K>]) =>
    new Refusal(statusCode, [keyed(key, ...values)]);

/** The refusals by status: `throw refuse.badRequest('skillNameRequired', { number: '2' })`. */
export const refuse = {
  badRequest: refusalOf(400),
  unauthorized: refusalOf(401),
  forbidden: refusalOf(403),
  notFound: refusalOf(404),
  conflict: refusalOf(409),
  tooManyRequests: refusalOf(429),
  /** Several refusals of one request at once (400), said one after the other. */
  all: (messages: readonly KeyedMessage[]) => new Refusal(400, messages),
};
