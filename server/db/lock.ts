import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database takes no lock on its folder, and two processes on one folder corrupt it.
 * A lock file holding the owner's pid keeps a second server out; a lock left by a process that no
 * longer runs (a crash) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'touchline.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Touchline server (process ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** The process that holds the data folder now (a running server or script), or undefined when none does. */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(dataDir, 'touchline.lock'), 'utf8').trim());
  } catch {
    return undefined;
  }
  return owner && owner !== process.pid && isRunning(owner) ? owner : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
