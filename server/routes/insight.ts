import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../contract/schemas.js';
import { CalibratedAverages, PlayerHistory, TeamSkillProfile, TrainerCalibration } from '../../contract/insight.js';
import type { AppContext } from '../app.js';
import { authenticate, managerOnly } from '../plugins/auth.js';
import { HttpError } from '../plugins/errors.js';
import { resolveSeason } from '../repositories/peopleLists.js';
import { calibratedAverages, playerHistory, teamSkillProfile, trainerCalibration } from '../repositories/insight.js';
import { seasonExport } from '../repositories/seasonExport.js';
import { XLSX_CONTENT_TYPE, attachment, seasonWorkbook } from '../services/seasonWorkbook.js';

/**
 * Insight beyond the spec's one season at a time (issue 14): a player's development over seasons,
 * a team's skill profile, how the club's trainers score compared with each other, and the whole
 * season as a spreadsheet. Managers only.
 */
export const insightRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database }) => {
  const { db } = database;
  app.addHook('onRequest', authenticate(db));
  managerOnly(app);
  const security = [{ bearer: [] }];
  const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const seasonQuery = { clubSeasonId: Type.Optional(Uuid) };

  /** The season asked for, or the current one; 404 when it is not the club's or there is none. */
  const seasonOf = async (clubId: string, clubSeasonId: string | undefined) => {
    const season = await resolveSeason(db, clubId, clubSeasonId);
    if (!season.found || !season.seasonId) throw new HttpError(404, 'This season does not exist.');
    return season.seasonId;
  };

  app.get(
    '/api/Player/GetPlayerHistory',
    {
      schema: {
        tags: ['Player'],
        summary: "A player's average per season and per skill over every season they were reported on, beside their age group's (the club's players born the same year)",
        security,
        querystring: Type.Object({ userId: Uuid }),
        response: { 200: PlayerHistory, ...refused },
      },
    },
    async (request) => {
      const history = await playerHistory(db, request.user.clubId, request.query.userId);
      if (!history) throw new HttpError(404, 'This player does not exist.');
      return history;
    },
  );

  app.get(
    '/api/Team/GetTeamSkillProfile',
    {
      schema: {
        tags: ['Team'],
        summary: "A team's average per skill in the season (the current one unless given), beside the club's",
        security,
        querystring: Type.Object({ teamId: Uuid, ...seasonQuery }),
        response: { 200: TeamSkillProfile, ...refused },
      },
    },
    async (request) => {
      const seasonId = await seasonOf(request.user.clubId, request.query.clubSeasonId);
      const profile = await teamSkillProfile(db, request.user.clubId, request.query.teamId, seasonId);
      if (!profile) throw new HttpError(404, 'This team does not exist.');
      return profile;
    },
  );

  app.get(
    '/api/Dashboard/GetTrainerCalibration',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'How each trainer scores compared with the other trainers of the same players in the season (the current one unless given), most lenient first',
        security,
        querystring: Type.Object(seasonQuery),
        response: { 200: TrainerCalibration, ...refused },
      },
    },
    async (request) => trainerCalibration(db, request.user.clubId, await seasonOf(request.user.clubId, request.query.clubSeasonId)),
  );

  app.get(
    '/api/Player/GetCalibratedAverages',
    {
      schema: {
        tags: ['Player'],
        summary: "Every player's average score of the season (the current one unless given) and the calibrated one, corrected for each report's trainer",
        security,
        querystring: Type.Object(seasonQuery),
        response: { 200: CalibratedAverages, ...refused },
      },
    },
    async (request) => calibratedAverages(db, request.user.clubId, await seasonOf(request.user.clubId, request.query.clubSeasonId)),
  );

  app.get(
    '/api/Report/ExportSeason',
    {
      schema: {
        tags: ['Report'],
        summary: 'The season (the current one unless given) as an Excel workbook: one sheet per team, one row per completed report with every skill score, in the club language',
        security,
        querystring: Type.Object(seasonQuery),
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The .xlsx workbook' }), ...refused },
      },
    },
    async (request, reply) => {
      const seasonId = await seasonOf(request.user.clubId, request.query.clubSeasonId);
      const data = await seasonExport(db, request.user.clubId, seasonId);
      if (!data) throw new HttpError(404, 'This season does not exist.');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(`${data.clubName} ${data.seasonName}.xlsx`))
        .send(seasonWorkbook(data));
    },
  );
};
