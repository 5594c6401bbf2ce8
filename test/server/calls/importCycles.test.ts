import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, sourceFiles } from '../../importGraph.js';

describe('the server modules', () => {
  it('import each other without a cycle, so each can be read (and loaded) on its own', () => {
    const root = path.resolve('.');
    const files = [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'contract'))];
    expect(files.length).toBeGreaterThan(50);
    const cycles = findCycles(files).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' > '));
    expect(cycles).toEqual([]);
  });
});
