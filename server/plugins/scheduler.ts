import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../services/scheduler/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the reminders and digests that are due (issue 15); also runs a manager's "send now". */
    scheduler: Scheduler;
  }
}

/**
 * One scheduler per server process. Its periodic run starts when the server is ready and stops when
 * it closes (a run under way is finished first); SCHEDULER_INTERVAL_SECONDS=0 leaves it off.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler({
      db: app.database.db,
      mailer: app.mailer,
      config: app.config.scheduler,
      appUrl: app.config.appUrl,
      invitationLifetimeMs: app.config.invitationLifetimeMs,
      clock: app.clock,
      log: app.log,
      backups: { database: app.database, config: app.config.backups },
    });
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['config', 'database', 'mailer', 'clock'] },
);
