import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { SaveSkillsRequest } from '../../../contract/reportWriting.js';
import { isUniqueViolation } from '../../db/errors.js';
import { activeSkillCount, listSkills, writeSkills, type SkillChange } from '../../repositories/clubs/skills.js';
import { EMPTY_GUID } from '../../../contract/ids.js';
import { refuse } from '../../domain/refusal.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/** A save's items as changes, with their texts trimmed; refuses empty names and names listed twice. */
function skillChanges(items: SaveSkillsRequest): SkillChange[] {
  const changes = items.map((item, index) => {
    const name = item.skillName.trim();
    const category = item.category.trim();
    if (!name) throw refuse.badRequest('skillNameRequired', { number: String(index + 1) });
    if (!category) throw refuse.badRequest('skillCategoryRequired', { name });
    return { id: item.id === EMPTY_GUID ? undefined : item.id, name, category, order: item.order, isActive: item.isActive };
  });
  const ids = changes.flatMap((change) => (change.id ? [change.id] : []));
  if (new Set(ids).size !== ids.length) throw refuse.badRequest('skillIdListedTwice');
  const seen = new Set<string>();
  for (const change of changes) {
    const key = change.name.toLowerCase();
    if (seen.has(key)) throw refuse.badRequest('skillNameTwice', { name: change.name });
    seen.add(key);
  }
  return changes;
}

/**
 * /api/MasterData: the club's skill set, the criteria of every evaluation report. Everyone of the
 * club reads it (the trainers' report form is built from it); managers change it.
 */
export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.masterDataGetSkills, {
      tags: ['Master data'],
      summary: "The club's skills in order, active and deactivated ones",
    }),
    handler: async (request) => listSkills(db, request.user.clubId),
  });

  // /api/MasterData: managers change the club's skill set.

  app.route({
    ...route(endpoints.masterDataSaveSkills, {
      tags: ['Master data'],
      summary: 'Add skills (id = all-zero GUID), rename, recategorise, reorder, deactivate or reactivate them',
      description:
        'All or nothing. Skills left out of the list stay as they are; skills are never deleted (their scores are ' +
        'history), only deactivated. A rename keeps every score. Names are unique in the club, compared without ' +
        'case; at least one skill stays active. Both are answered with isSucceeded false and the reason.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const changes = skillChanges(request.body);
      if (changes.length === 0) throw refuse.badRequest('noSkillsToSave');
      try {
        return await db.transaction().execute(async (trx) => {
          const missing = await writeSkills(trx, clubId, changes);
          if (missing.length > 0) throw refuse.notFound('skillMissing');
          if ((await activeSkillCount(trx, clubId)) === 0) throw new NoSkillLeftActive();
          return { isSucceeded: true, errorMessage: null };
        });
      } catch (error) {
        if (error instanceof NoSkillLeftActive) return { isSucceeded: false, errorMessage: englishMessage('oneSkillActive') };
        if (isUniqueViolation(error)) return { isSucceeded: false, errorMessage: await takenNameMessage(changes, clubId) };
        throw error;
      }
    },
  });

  /** Which of the saved names clashed with a skill the save left alone (read after the rollback). */
  async function takenNameMessage(changes: SkillChange[], clubId: string): Promise<string> {
    const others = (await listSkills(db, clubId)).filter((skill) => !changes.some((change) => change.id === skill.id));
    const clash = changes.find((change) => others.some((skill) => skill.skillName.trim().toLowerCase() === change.name.toLowerCase()));
    return englishMessage('skillExists', { name: clash?.name ?? changes[0]!.name });
  }
};

/** The save left no skill active: rolls the transaction back, answered as isSucceeded false (oneSkillActive). */
class NoSkillLeftActive extends Error {}
