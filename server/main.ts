import { guessedAppUrlWarning, loadSharedConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { offerBackups } from './db/backupSocket.js';
import { buildApp } from './app.js';
import { DEMO_MANAGER, seedDemoClubIfEmpty } from './seed/demoClub.js';
import { describeMailDestination } from './services/mail/index.js';

/** Starts the server: migrate, seed the demo club on an empty database, listen, shut down cleanly. */
async function main(): Promise<void> {
  const config = loadSharedConfig();
  const database = await openConfiguredDatabase(config);
  const seeded = config.seedDemo ? await seedDemoClubIfEmpty(database.db, config.seedDemoLanguage) : false;
  const app = await buildApp({ database, config }, true);
  // The embedded database admits this process only: `npm run backup` takes its snapshot through it.
  const stopOfferingBackups = database.engine === 'embedded' ? await offerBackups(config.dataDir, database, (line) => app.log.info(line)) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests and closing the database`);
    await app.close();
    await stopOfferingBackups?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
  const where = database.engine === 'embedded' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
  // What a newcomer needs comes last, where the terminal stops: the address and how to sign in.
  const lines = [describeMailDestination(config), guessedAppUrlWarning(config), `API description: ${address}/documentation`];
  if (seeded) lines.push('The demo club was created.');
  lines.push(`Touchline is running at ${address} on ${where}.`);
  if (config.seedDemo) lines.push(`Sign in as the demo manager: ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password}`);
  console.log(`\n${lines.filter(Boolean).join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`Touchline could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
