/**
 * The operator's token, apart from a club person's session (providers/session.ts): it lives under
 * its own key, for this browser tab only, and is sent only to the console's calls.
 */
const KEY = 'touchline.operatorToken';

export const operatorSession = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set: (token: string): void => sessionStorage.setItem(KEY, token),
  clear: (): void => sessionStorage.removeItem(KEY),
};

/** A call's credentials in the console: the operator's token, never the club session's that `call` adds. */
export const asOperator = () => ({ auth: false, headers: { Authorization: `Bearer ${operatorSession.get() ?? ''}` } });
