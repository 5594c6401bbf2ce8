import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ErrorBody } from '../../../contract/schemas.js';
import { multipartRefusal } from '../../plugins/multipartErrors.js';
import { clubPersonExists } from '../../repositories/people/records.js';
import { PHOTO_MAX_BYTES, storePhoto } from '../../services/photos.js';
import { keyed, refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * POST /Account/UploadPhoto (Auth service): one picture as multipart/form-data. The answer's id is
 * attached by the form's own save call (UpdateClubDetails LogoUrl, addteam LogoUrl, UpdateUser or
 * RegisterUser photo); an upload alone changes nothing that anyone sees.
 */
export const photoUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  // Registered here so only this module parses multipart bodies. One file; a byte over the
  // limit stops the upload (the error is turned into a clear 413 below).
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.route({
    ...route(endpoints.accountUploadPhoto, {
      tags: ['Auth service'],
      summary: 'Upload a picture (png, jpeg or jpg, at most 6,000,000 bytes) as multipart/form-data',
      description:
        'The file is checked by content and re-encoded (metadata removed). Answers the picture id to send with the ' +
        "save call that uses it, and the dateTimeTag unchanged. userId (optional) names the person whose profile photo " +
        'it is: a person of the caller\'s club; trainers and players may only upload their own.',
      consumes: ['multipart/form-data'],
      response: { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody },
    }),
    handler: async (request) => {
      const { userId, dateTimeTag } = request.query;
      const caller = request.user;
      if (userId && !(await clubPersonExists(db, caller.clubId, userId))) {
        throw refuse.notFound('personMissing');
      }
      if (caller.role !== 'Manager' && userId !== caller.id) {
        throw refuse.forbidden('photoOwnOnly');
      }
      if (!request.isMultipart()) {
        throw refuse.badRequest('pictureNotMultipart');
      }
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw refuse.badRequest('noFileSent');
        bytes = await file.toBuffer();
      } catch (error) {
        throw multipartRefusal(error, app.multipartErrors, {
          tooLarge: keyed('pictureTooLarge'),
          unreadable: keyed('uploadUnreadable'),
        });
      }
      const id = await storePhoto(db, caller.clubId, bytes);
      return { id, dateTimeTag: dateTimeTag ?? null };
    },
  });
};
