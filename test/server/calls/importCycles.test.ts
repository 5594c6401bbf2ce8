import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The project files a module imports (type-only imports too: they tie modules together as well). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
}

/** The import cycles among the given files, each as the chain of files that closes it. */
function findCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, localImports(file).filter((target) => target !== file)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the server modules', () => {
  it('import each other without a cycle, so each can be read (and loaded) on its own', () => {
    const root = path.resolve('.');
    const files = [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'contract'))];
    expect(files.length).toBeGreaterThan(50);
    const cycles = findCycles(files).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' > '));
    expect(cycles).toEqual([]);
  });
});
