import type { TestApp } from './testApp.js';
import { bearer, getAs } from './testApp.js';

/**
 * The members' import as a client calls it (POST /api/Import/Preview with a file, Run, Status until done),
 * for the tests of what an import does with real files.
 */
export function importForm(content: string | Buffer, name = 'leden.csv', field = 'file', fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return data;
}

export const previewFile = (t: TestApp, token: string, content: string | Buffer, name?: string) =>
  t.app.inject({ method: 'POST', url: '/api/Import/Preview', payload: importForm(content, name), headers: bearer(token) });

/** Waits for a run to end (done or failed) and answers its status. */
export async function finishedImport(t: TestApp, token: string, importId: string) {
  for (let tries = 0; tries < 400; tries++) {
    const status = (await getAs(t.app, token, `/api/Import/Status?importId=${importId}`)).json();
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}

/** Previews the file, runs it (creating its teams; `invite` as given, else the call's default) and waits for the end. */
export async function previewAndRunFile(t: TestApp, token: string, content: string, run: { invite?: boolean } = {}) {
  const answer = await previewFile(t, token, content);
  if (answer.statusCode !== 200) throw new Error(`Preview answered ${answer.statusCode}: ${answer.body}`);
  const { importId } = answer.json();
  const started = await t.app.inject({ method: 'POST', url: '/api/Import/Run', payload: { importId, createTeams: true, ...run }, headers: bearer(token) });
  if (started.statusCode !== 202) throw new Error(`Run answered ${started.statusCode}: ${started.body}`);
  return { preview: answer.json(), status: await finishedImport(t, token, importId) };
}
