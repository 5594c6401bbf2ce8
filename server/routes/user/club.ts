import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findClub, updateClubDetails } from '../../repositories/clubs/clubs.js';
import { resolveClubPhoto } from '../../services/photos.js';
import { isTimeZone } from '../../domain/timeZones.js';
import { listSeasons } from '../../repositories/seasons/seasons.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * /api/user: the signed-in person's club, and its name, country, logo, time zone, retention period and
 * e-mail language, which managers change (the settings page).
 */
export const clubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.userGetClubDetails, {
      tags: ['User'],
      summary: "The caller's club with its seasons",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const club = await findClub(db, request.user.clubId);
      if (!club) throw refuse.notFound('theClubMissing');
      return { ...club, clubSeasons: await listSeasons(db, club.id) };
    },
  });

  app.route({
    ...route(endpoints.userUpdateClubDetails, {
      tags: ['User'],
      summary:
        "Change the caller's club: name, country (ISO 3166 code, e.g. NL), logo, time zone (IANA name, e.g. Europe/Amsterdam), " +
        "retention period (months) and e-mail language ('en' or 'nl')",
      description:
        'LogoUrl is the id of a newly uploaded picture (UploadPhoto), or the existing logo URL to keep it, or null ' +
        'for no logo. Id must be the caller\'s club. Language is the language of every e-mail the club sends ' +
        '(invitations, guardians\' invitations, reminders, digests, password resets); absent keeps it. It changes ' +
        'nothing else: not the language anyone reads the app in, not the club\'s skills.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { Id, ClubName, Country, LogoUrl, TimeZone, RetentionMonths, Language } = request.body;
      if (Id.toLowerCase() !== clubId.toLowerCase()) throw refuse.notFound('clubMissing');
      const name = ClubName.trim();
      if (!name) throw refuse.badRequest('clubNameRequired');
      const country = Country.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(country)) throw refuse.badRequest('countryRequired');
      const timeZone = TimeZone?.trim();
      if (timeZone !== undefined && !isTimeZone(timeZone)) {
        throw refuse.badRequest('timeZoneUnknown', { timeZone });
      }
      const logoPhotoId = await resolveClubPhoto(db, clubId, LogoUrl);
      await updateClubDetails(db, clubId, { name, country, logoPhotoId, timeZone, retentionMonths: RetentionMonths, language: Language });
      return { isSucceeded: true, id: clubId, errorMessage: null };
    },
  });
};
