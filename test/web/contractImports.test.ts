import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes from contract/ only what is plain data (addresses, limits, message keys, types):
 * a value import of a module that builds TypeBox schemas would put TypeBox and the schemas into the
 * app's scripts, the sign-in page's among them. Type-only imports are erased by the build and free.
 */
const root = resolve(__dirname, '../..');

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The modules a file imports as values (an `import type` or an import of types only is left out). */
const valueImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gms)]
    .filter(([, names]) => !/^\{[^}]*\}$/s.test(names!.trim()) || names!.replace(/[{}\s]/g, '').split(',').some((name) => name && !name.startsWith('type')))
    .map(([, , from]) => from!);

const contractModule = (from: string, importer: string): string | undefined => {
  const path = resolve(dirname(importer), from.replace(/\.(js|ts)$/, ''));
  return relative(root, path).startsWith('contract') ? `${path}.ts` : undefined;
};

/** Whether a contract module, or one it imports as a value, loads TypeBox. */
const loadsTypeBox = (module: string, seen = new Set<string>()): boolean => {
  if (seen.has(module)) return false;
  seen.add(module);
  return valueImports(module).some((from) => {
    if (from === 'typebox' || from.startsWith('typebox/')) return true;
    const next = contractModule(from, module);
    return next !== undefined && loadsTypeBox(next, seen);
  });
};

describe('what the web app takes from contract/', () => {
  it('takes no module that loads TypeBox, so no schema reaches its scripts', () => {
    const offending = filesUnder(join(root, 'src')).flatMap((file) =>
      valueImports(file)
        .map((from) => contractModule(from, file))
        .filter((module): module is string => module !== undefined && loadsTypeBox(module))
        .map((module) => `${relative(root, file)} imports ${relative(root, module)}`),
    );
    expect(offending).toEqual([]);
  });

  it('would see the full endpoint table as loading TypeBox (the check can fail)', () => {
    expect(loadsTypeBox(join(root, 'contract/endpoints.ts'))).toBe(true);
    expect(loadsTypeBox(join(root, 'contract/endpointAddresses.ts'))).toBe(false);
  });
});
