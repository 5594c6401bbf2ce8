/**
 * The source that starts a worker thread on a TypeScript module (`new Worker(source, { eval: true })`).
 * The server is TypeScript run by tsx (vitest in tests), and Node's worker threads do not inherit that
 * loader, so the thread registers tsx first. Used by the embedded engine's thread and by the members'
 * import, which reads uploaded files in a thread of its own.
 */
export function typeScriptThreadSource(module: URL): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
}
