/** Query parameters that carry secrets; their values never reach a log. */
const SECRET_PARAMS = /^(activatetoken|resetactivatetoken|recoverytoken|token|password)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '***');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
