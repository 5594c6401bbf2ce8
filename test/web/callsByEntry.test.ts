import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page names the call and nothing else (issue 40): the answer's type comes from the endpoint table
 * (contract/endpoints.ts through src/providers/endpoints.ts), so no call site writes it by hand; no
 * page writes a call's path; and a read's query key is made from its entry in one place
 * (src/providers/reads.ts), so no page writes one, nor the list of what a write makes stale by key.
 */
const srcDir = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({ file: path.relative(srcDir, file), text: readFileSync(file, 'utf8') }));

/** The files whose text matches, with the first match, so a failure says where. */
const matching = (pattern: RegExp, except: string[] = []) =>
  files.filter(({ file, text }) => !except.includes(file) && pattern.test(text)).map(({ file, text }) => `${file}: ${pattern.exec(text)![0]}`);

/** The one place that makes query keys (from an entry's name and its input). */
const KEY_MAKER = path.join('providers', 'reads.ts');

describe('the web app calls the server by entry', () => {
  it('writes no answer type at a call, a read or a write', () => {
    // call<T>(…), callForFile<T>(…), read<T>(…), useQuery<T>(…), useWrite<T>(…), useMutation<T>(…), setQueryData<T>(…)
    expect(matching(/(?<![\w.]|function )(call|callForFile|read|useQuery|useQueries|useWrite|useMutation|setQueryData|getQueryData)<[^(]*>\(/)).toEqual([]);
  });

  it('writes no query key by hand: reads name their entry (read), writes what they change (useWrite, useReadAgain)', () => {
    // `queryKey: [...]` or `queryKey: 'x'`, and a literal key handed to the query client.
    expect(matching(/queryKey:\s*[[\x27"`]/, [KEY_MAKER])).toEqual([]);
    expect(matching(/(setQueryData|getQueryData|invalidateQueries|refetchQueries|removeQueries|cancelQueries|fetchQuery|prefetchQuery)\(\s*(\{\s*queryKey:\s*)?[[\x27"`]/)).toEqual([]);
    // A key kept in a constant of its own (e.g. `const SKILLS_KEY = ['skills']`).
    expect(matching(/const \w*_?KEYS?\b[^=]*=\s*\[/i, [KEY_MAKER])).toEqual([]);
  });

  it('calls through the table, never through per-area modules of typed calls (…Api.ts)', () => {
    expect(files.map(({ file }) => file).filter((file) => /Api\.tsx?$/.test(file))).toEqual([]);
  });

  it("writes no call's path outside the endpoint table", () => {
    // A path of the club API or the Auth service in quotes: '/api/…', '/Account/…', '/admin/…'.
    const paths = files
      .filter(({ text }) => /['"`]\/(api|Account|admin\/(rest|auth|upload))\/[A-Za-z]/.test(text))
      .map(({ file }) => file);
    expect(paths).toEqual([]);
  });
});
