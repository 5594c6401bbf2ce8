import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  findClubSeasons,
  insertSeason,
  seasonNameTaken,
  updateSeason,
} from '../../repositories/seasons/changes.js';
import { listSeasons } from '../../repositories/seasons/seasons.js';
import { EMPTY_GUID } from '../../../contract/ids.js';
import { refuse } from '../../domain/refusal.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/** The calendar day of a date sent as UTC midnight of that day (spec §7: AddOrUpdateSeason). */
function utcDay(value: string, field: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw refuse.badRequest('fieldNotDate', { field });
  return date.toISOString().slice(0, 10);
}

function seasonName(value: string): string {
  const name = value.trim();
  if (!name) throw refuse.badRequest('seasonNameRequired');
  return name;
}

function checkFrequency(name: string, reportFrequency: number, amountOfCompleted: number): void {
  if (reportFrequency < amountOfCompleted) {
    throw refuse.badRequest('reportsPerPlayerTooLow', { name, count: String(amountOfCompleted) });
  }
}

/** /api/MasterData: the club's seasons, read by everyone of the club (the trainers' app too) and changed by managers. */
export const seasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.masterDataGetClubSeason, {
      tags: ['Master data'],
      summary: "The club's seasons, oldest first; isCurrent marks the current one",
    }),
    handler: async (request) => listSeasons(db, request.user.clubId),
  });

  app.route({
    ...route(endpoints.masterDataAddOrUpdateSeason, {
      tags: ['Master data'],
      summary: 'Add a season (Id = all-zero GUID) or change one',
      description:
        'Dates are UTC midnight of the chosen calendar days; the start may not be after the end. ReportFrequency ' +
        "may not go below the season's amountOfCompleted. A name already used in the club answers isSucceeded false.",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const body = request.body;
      const name = seasonName(body.SeasonName);
      const startDate = utcDay(body.StartDate, 'StartDate');
      const endDate = utcDay(body.EndDate, 'EndDate');
      if (startDate > endDate) throw refuse.badRequest('startAfterEnd');
      const isNew = body.Id === EMPTY_GUID;

      try {
        return await db.transaction().execute(async (trx) => {
          if (!isNew) {
            const [existing] = await findClubSeasons(trx, clubId, [body.Id]);
            if (!existing) throw refuse.notFound('seasonMissing');
            checkFrequency(name, body.ReportFrequency, existing.amountOfCompleted);
          }
          if (await seasonNameTaken(trx, clubId, name, isNew ? [] : [body.Id])) {
            return { isSucceeded: false, id: null, errorMessage: englishMessage('seasonExists') };
          }
          const values = { name, reportFrequency: body.ReportFrequency, startDate, endDate };
          const id = isNew ? await insertSeason(trx, clubId, values) : body.Id;
          if (!isNew) await updateSeason(trx, clubId, id, values);
          return { isSucceeded: true, id, errorMessage: null };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { isSucceeded: false, id: null, errorMessage: englishMessage('seasonExists') };
        throw error;
      }
    },
  });

  app.route({
    ...route(endpoints.masterDataUpdateSeasons, {
      tags: ['Master data'],
      summary: 'Save the names and reports per player of several seasons at once (all or nothing)',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const items = request.body.map((item) => ({ ...item, name: seasonName(item.SeasonName) }));
      const ids = items.map((item) => item.Id);
      if (new Set(ids).size !== ids.length) throw refuse.badRequest('seasonListedTwice');
      const names = items.map((item) => item.name.toLowerCase());
      if (new Set(names).size !== names.length) throw refuse.badRequest('seasonExists');

      try {
        await db.transaction().execute(async (trx) => {
          const found = new Map((await findClubSeasons(trx, clubId, ids)).map((row) => [row.id, row]));
          for (const item of items) {
            const existing = found.get(item.Id);
            if (!existing) throw refuse.notFound('selectedSeasonMissing');
            checkFrequency(item.name, item.ReportFrequency, existing.amountOfCompleted);
            if (await seasonNameTaken(trx, clubId, item.name, ids)) throw refuse.badRequest('seasonExists');
          }
          for (const item of items) {
            await updateSeason(trx, clubId, item.Id, { name: item.name, reportFrequency: item.ReportFrequency });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse.badRequest('seasonExists');
        throw error;
      }
      return { isSucceeded: true, id: null, errorMessage: null };
    },
  });
};
