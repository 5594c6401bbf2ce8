import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page names the call and nothing else (issue 40): the answer's type comes from the endpoint table
 * (contract/endpoints.ts through src/providers/endpoints.ts), so no call site writes it by hand, and
 * no page writes a call's path.
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

describe('the web app calls the server by entry', () => {
  it('writes no answer type at a call', () => {
    const typed = files.filter(({ text }) => /(?<![\w.]|function )(call|callForFile)<[^(]*>\(/.test(text)).map(({ file }) => file);
    expect(typed).toEqual([]);
  });

  it("writes no call's path outside the endpoint table", () => {
    // A path of the club API or the Auth service in quotes: '/api/…', '/Account/…', '/admin/…'.
    const paths = files
      .filter(({ text }) => /['"`]\/(api|Account|admin\/(rest|auth|upload))\/[A-Za-z]/.test(text))
      .map(({ file }) => file);
    expect(paths).toEqual([]);
  });
});
