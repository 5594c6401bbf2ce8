import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { dashboardTotals } from '../../repositories/dashboard/totals.js';
import { mainDashboard, playerDevelopment, teamActivity, trainerActivity, type DashboardScope } from '../../repositories/dashboard/panels.js';
import { seasonInViewOrNotFound, seasonOrNotFound } from '../../services/seasonInView.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints, type Endpoint } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Team ids from the spec's comma-joined string (or an array); '' and 'all' mean every team. */
export function parseTeamFilter(filter: string | string[] | null | undefined): string[] {
  const ids = (Array.isArray(filter) ? filter : (filter ?? '').split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '' && id.toLowerCase() !== 'all');
  const invalid = ids.find((id) => !UUID.test(id));
  if (invalid) throw refuse.badRequest('teamIdInvalid', { value: invalid });
  return ids;
}

const errors = { 400: ErrorBody, 404: ErrorBody };

/** /api/Dashboard: the overview dashboard's panels (spec §2 Overview), for managers. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  /** The scope of a dashboard call; another club's season answers 404 like a missing one. */
  async function scopeOf(clubId: string, seasonId: string, teams: string | string[] | null | undefined): Promise<DashboardScope> {
    return { clubId, seasonId: await seasonOrNotFound(db, clubId, seasonId), teamIds: parseTeamFilter(teams) };
  }

  app.route({
    ...route(endpoints.dashboardGetDashboardTotalHeader, {
      tags: ['Dashboard'],
      summary: "The club's number of teams, active trainers and active players",
      response: errors,
    }),
    handler: async (request) => {
      // The totals are of the club now: the season is only checked.
      await seasonInViewOrNotFound(db, request.user.clubId, request.query.clubSeasonId);
      return app.reads.read(request.user.clubId, (from) => dashboardTotals(from, request.user.clubId));
    },
  });

  app.route({
    ...route(endpoints.dashboardGetMainDashboard, {
      tags: ['Dashboard'],
      summary: 'Club overview: counts, overall player score, completed and open teams and players, reports',
      response: errors,
    }),
    handler: async (request) => {
      const scope = await scopeOf(request.user.clubId, request.query.clubSeasonId, request.query.teamIds);
      // The overview's panels may lag: on the replica when it has the club's data version (server/db/readReplica.ts).
      return app.reads.read(scope.clubId, (from) => mainDashboard(from, scope));
    },
  });

  /**
   * The panels posted with the spec's team filter body; each answers its repository's rows, in the answer
   * schema of its entry in the endpoint table.
   */
  const panels: Array<{ call: Endpoint; summary: string; load: (from: typeof db, scope: DashboardScope) => Promise<unknown> }> = [
    {
      call: endpoints.dashboardGetPlayerDevelopment,
      summary: 'The top players of the chosen teams: average score, progress, completed and total reports',
      load: async (from, scope) => ({ topPlayers: await playerDevelopment(from, scope) }),
    },
    {
      call: endpoints.dashboardGetDashboardTrainerOverview,
      summary: 'Every trainer of the chosen teams: progress, reported players, open reports',
      load: (from, scope) => trainerActivity(from, scope),
    },
    {
      call: endpoints.dashboardGetDashboardTeamOverview,
      summary: 'Every chosen team: progress, reported players, open reports',
      load: (from, scope) => teamActivity(from, scope),
    },
  ];
  for (const panel of panels) {
    app.route({
      ...route(panel.call, {
        tags: ['Dashboard'],
        summary: panel.summary,
        response: errors,
      }),
      handler: async (request) => {
        // The entries differ in their answer only: the request is the table's season query and the filter body.
        const { clubSeasonId } = request.query as { clubSeasonId: string };
        const scope = await scopeOf(request.user.clubId, clubSeasonId, request.body as string | string[] | null | undefined);
        // May lag: on the replica when it has the club's data version (server/db/readReplica.ts).
        const rows = await app.reads.read(scope.clubId, (from) => panel.load(from, scope));
        // The loop's common type cannot name the three answers; each entry's schema serializes its own.
        return rows as never;
      },
    });
  }
};
