import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPhoto } from '../../repositories/photos.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * Stored pictures (club logos, team logos, profile photos). Their ids are random and never reused,
 * so the bytes under a URL never change and browsers may keep them for a year.
 */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  app.route({
    ...route(endpoints.photosById, {
      tags: ['Pictures'],
      summary: 'A stored picture (png or jpeg)',
      params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    }),
    handler: async (request, reply) => {
      const photo = await findPhoto(database.db, request.params.id);
      if (!photo) throw refuse.notFound('pictureMissing');
      return reply
        .header('content-type', photo.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(photo.bytes));
    },
  });
};
