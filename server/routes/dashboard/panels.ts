import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DashboardTotals, ErrorBody } from '../../../contract/schemas.js';
import {
  DashboardSeasonQuery,
  MainDashboard,
  MainDashboardQuery,
  PlayerDevelopment,
  TeamActivityRow,
  TeamFilterBody,
  TrainerActivityRow,
} from '../../../contract/dashboard.js';
import { dashboardTotals } from '../../repositories/dashboard.js';
import { mainDashboard, playerDevelopment, teamActivity, trainerActivity, type DashboardScope } from '../../repositories/dashboardPanels.js';
import { seasonBelongsToClub } from '../../repositories/seasons.js';
import { refuse } from '../../domain/refusal.js';

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

const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** /api/Dashboard: the overview dashboard's panels (spec §2 Overview), for managers. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  /** The scope of a dashboard call; another club's season answers 404 like a missing one. */
  async function scopeOf(clubId: string, seasonId: string, teams: string | string[] | null | undefined): Promise<DashboardScope> {
    if (!(await seasonBelongsToClub(db, clubId, seasonId))) throw refuse.notFound('seasonMissing');
    return { clubId, seasonId, teamIds: parseTeamFilter(teams) };
  }

  app.get(
    '/api/Dashboard/GetDashboardTotalHeader',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "The club's number of teams, active trainers and active players",
        security,
        querystring: Type.Object({ clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: DashboardTotals, ...errors },
      },
    },
    async (request) => {
      const { clubSeasonId } = request.query;
      if (clubSeasonId && !(await seasonBelongsToClub(db, request.user.clubId, clubSeasonId))) {
        throw refuse.notFound('seasonMissing');
      }
      return dashboardTotals(db, request.user.clubId);
    },
  );

  app.get(
    '/api/Dashboard/GetMainDashboard',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'Club overview: counts, overall player score, completed and open teams and players, reports',
        security,
        querystring: MainDashboardQuery,
        response: { 200: MainDashboard, ...errors },
      },
    },
    async (request) =>
      mainDashboard(db, await scopeOf(request.user.clubId, request.query.clubSeasonId, request.query.teamIds)),
  );

  /** The panels posted with the spec's team filter body; each answers its repository's rows. */
  const panels = [
    {
      path: '/api/Dashboard/GetPlayerDevelopment',
      summary: 'The top players of the chosen teams: average score, progress, completed and total reports',
      answer: PlayerDevelopment,
      load: async (scope: DashboardScope) => ({ topPlayers: await playerDevelopment(db, scope) }),
    },
    {
      path: '/api/Dashboard/GetDashboardTrainerOverview',
      summary: 'Every trainer of the chosen teams: progress, reported players, open reports',
      answer: Type.Array(TrainerActivityRow),
      load: (scope: DashboardScope) => trainerActivity(db, scope),
    },
    {
      path: '/api/Dashboard/GetDashboardTeamOverview',
      summary: 'Every chosen team: progress, reported players, open reports',
      answer: Type.Array(TeamActivityRow),
      load: (scope: DashboardScope) => teamActivity(db, scope),
    },
  ];
  for (const panel of panels) {
    app.post(
      panel.path,
      {
        schema: {
          tags: ['Dashboard'],
          summary: panel.summary,
          security,
          querystring: DashboardSeasonQuery,
          body: Type.Optional(TeamFilterBody),
          response: { 200: panel.answer, ...errors },
        },
      },
      async (request) => panel.load(await scopeOf(request.user.clubId, request.query.clubSeasonId, request.body)),
    );
  }
};
