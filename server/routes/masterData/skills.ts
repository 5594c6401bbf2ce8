import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { SaveOutcome, SaveSkillsRequest, Skill } from '../../../contract/reportWriting.js';
import { isUniqueViolation } from '../../db/errors.js';
import { httpErrors } from '@fastify/sensible';
import { activeSkillCount, listSkills, writeSkills, type SkillChange } from '../../repositories/skills.js';
import { EMPTY_GUID } from '../../../contract/ids.js';

const NAME_TAKEN = (name: string) => `A skill named '${name}' already exists in the club.`;
const NONE_ACTIVE = 'At least one skill must stay active: reports need something to score.';

/** A save's items as changes, with their texts trimmed; refuses empty names and names listed twice. */
function skillChanges(items: SaveSkillsRequest): SkillChange[] {
  const changes = items.map((item, index) => {
    const name = item.skillName.trim();
    const category = item.category.trim();
    if (!name) throw httpErrors.badRequest(`Fill in the name of skill ${index + 1} of the list.`);
    if (!category) throw httpErrors.badRequest(`Fill in the category of skill '${name}'.`);
    return { id: item.id === EMPTY_GUID ? undefined : item.id, name, category, order: item.order, isActive: item.isActive };
  });
  const ids = changes.flatMap((change) => (change.id ? [change.id] : []));
  if (new Set(ids).size !== ids.length) throw httpErrors.badRequest('A skill is listed more than once.');
  const seen = new Set<string>();
  for (const change of changes) {
    const key = change.name.toLowerCase();
    if (seen.has(key)) throw httpErrors.badRequest(`The name '${change.name}' is given to two skills: skill names must differ.`);
    seen.add(key);
  }
  return changes;
}

/**
 * /api/MasterData: the club's skill set, the criteria of every evaluation report. Everyone of the
 * club reads it (the trainers' report form is built from it).
 */
export const skillListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/MasterData/GetSkills',
    {
      schema: {
        tags: ['Master data'],
        summary: "The club's skills in order, active and deactivated ones",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Skill), 401: ErrorBody },
      },
    },
    async (request) => listSkills(db, request.user.clubId),
  );
};

/** /api/MasterData: managers change the club's skill set. */
export const skillSetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/MasterData/SaveSkills',
    {
      schema: {
        tags: ['Master data'],
        summary: 'Add skills (id = all-zero GUID), rename, recategorise, reorder, deactivate or reactivate them',
        description:
          'All or nothing. Skills left out of the list stay as they are; skills are never deleted (their scores are ' +
          'history), only deactivated. A rename keeps every score. Names are unique in the club, compared without ' +
          'case; at least one skill stays active. Both are answered with isSucceeded false and the reason.',
        security: [{ bearer: [] }],
        body: SaveSkillsRequest,
        response: { 200: SaveOutcome, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubId } = request.user;
      const changes = skillChanges(request.body);
      if (changes.length === 0) throw httpErrors.badRequest('No skills to save: send the skills to add or change.');
      try {
        return await db.transaction().execute(async (trx) => {
          const missing = await writeSkills(trx, clubId, changes);
          if (missing.length > 0) throw httpErrors.notFound('This skill does not exist.');
          if ((await activeSkillCount(trx, clubId)) === 0) throw new SkillSetRefused(NONE_ACTIVE);
          return { isSucceeded: true, errorMessage: null };
        });
      } catch (error) {
        if (error instanceof SkillSetRefused) return { isSucceeded: false, errorMessage: error.message };
        if (isUniqueViolation(error)) return { isSucceeded: false, errorMessage: await takenNameMessage(changes, clubId) };
        throw error;
      }
    },
  );

  /** Which of the saved names clashed with a skill the save left alone (read after the rollback). */
  async function takenNameMessage(changes: SkillChange[], clubId: string): Promise<string> {
    const others = (await listSkills(db, clubId)).filter((skill) => !changes.some((change) => change.id === skill.id));
    const clash = changes.find((change) => others.some((skill) => skill.skillName.trim().toLowerCase() === change.name.toLowerCase()));
    return NAME_TAKEN(clash?.name ?? changes[0]!.name);
  }
};

/** A rule of the skill set that the save broke: rolls the transaction back, answered as isSucceeded false. */
class SkillSetRefused extends Error {}
