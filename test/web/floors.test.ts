import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, localImports, sourceFiles } from '../importGraph';

/**
 * The web app's floors (docs/architecture.md): the low floors serve every page and know none of them;
 * the feature folders build on them; the entries (main.tsx, App.tsx, ManagerApp.tsx, prerenderEntry.tsx …)
 * put the features together. An import the other way, or a circle of files, ties the floors back into one.
 */
const src = path.resolve('src');
const LOW_FLOORS = ['providers', 'common', 'layout', 'i18n', 'beforeScripts', 'vendor'];
/** Plain modules at the top of src/ that any floor may read (settings, paths, the theme). */
const PLAIN_TOP_MODULES = ['config.ts', 'paths.ts', 'theme.ts'];

const files = sourceFiles(src);
const relative = (file: string) => path.relative(src, file);
const floorOf = (file: string) => relative(file).split(path.sep)[0]!;

describe('the web app modules', () => {
  it('import each other without a circle', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(findCycles(files).map((cycle) => cycle.map(relative).join(' > '))).toEqual([]);
  });

  it('on the low floors, import only the low floors, the contract and the plain modules, never a feature or an entry', () => {
    const wrong = files
      .filter((file) => LOW_FLOORS.includes(floorOf(file)))
      .flatMap((file) => localImports(file).map((target) => [file, target] as const))
      .filter(([, target]) => {
        if (!target.startsWith(src + path.sep)) return !target.startsWith(path.resolve('contract') + path.sep);
        const floor = floorOf(target);
        return !LOW_FLOORS.includes(floor) && !PLAIN_TOP_MODULES.includes(floor);
      })
      .map(([file, target]) => `${relative(file)} > ${path.relative(path.resolve('.'), target)}`);
    expect(wrong).toEqual([]);
  });
});
