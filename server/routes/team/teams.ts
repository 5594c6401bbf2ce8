import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClubAction } from '../../repositories/audit.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { AddToTeamRequest, TeamOverviewRow } from '../../../contract/clubStructure.js';
import { rowsAsJson } from '../../repositories/rawRows.js';
import { isUniqueViolation } from '../../db/errors.js';
import { findClub } from '../../repositories/clubs/clubs.js';
import { photoUrl } from '../../repositories/photos.js';
import { seasonInViewOrNotFound } from '../../services/seasonInView.js';
import { countClubTeams, findTeam, insertTeam, ownTeamOrNull, removeTeams, teamNameTaken, teamOverview, updateTeam } from '../../repositories/teams/teams.js';
import { addMemberships, clubPeopleOfRole, endTrainerMemberships, movePlayersToTeam } from '../../repositories/teams/memberships.js';
import { resolveClubPhoto } from '../../services/photos.js';
import { EMPTY_GUID } from '../../../contract/ids.js';
import { keptAnswers, notModified } from '../../services/keptAnswers.js';
import { todayUtc } from '../../domain/seasons.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/** /api/team and /api/Team: the teams list, saving and removing teams, and adding people to a team. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  const keptOrBuilt = keptAnswers(app);

  app.route({
    ...route(endpoints.teamGetTeamOverviewByClubId, {
      tags: ['Team'],
      summary: "The club's teams with trainers, players and progress (in percent) for the season (default: the current one)",
      response: { ...notModified, 404: ErrorBody },
    }),
    handler: async (request, reply) => {
      const { clubId } = request.user;
      const asked = request.query.clubSeasonId;
      // Kept per club data version, as the players list is; the current season follows the calendar too.
      const key = `team overview ${asked ?? `current ${todayUtc()}`}`;
      return keptOrBuilt(request, reply, key, async (version) => {
        const season = await seasonInViewOrNotFound(db, clubId, asked);
        // May lag: on the replica when it has the club's data version (server/db/readReplica.ts).
        return rowsAsJson(TeamOverviewRow, await app.reads.read(clubId, (from) => teamOverview(from, clubId, season), version));
      });
    },
  });

  app.route({
    ...route(endpoints.teamAddteam, {
      tags: ['Team'],
      summary: 'Add a team (Id absent or all-zero) or rename one; LogoUrl as in UpdateClubDetails',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { Id, TeamName, Division, LogoUrl } = request.body;
      const name = TeamName.trim();
      if (!name) throw refuse.badRequest('teamNameRequired');
      const division = (Division ?? '').trim();
      const isNew = !Id || Id === EMPTY_GUID;
      const saved = db.transaction().execute(async (trx) => {
        if (!isNew && !(await findTeam(trx, clubId, Id))) throw refuse.notFound('teamMissing');
        if (await teamNameTaken(trx, clubId, name, isNew ? undefined : Id)) throw refuse.badRequest('teamExists');
        const logoPhotoId = LogoUrl === undefined ? undefined : await resolveClubPhoto(trx, clubId, LogoUrl);
        if (isNew) {
          const id = await insertTeam(trx, clubId, { name, division, logoPhotoId: logoPhotoId ?? null });
          return { isSucceeded: true, id, errorMessage: null };
        }
        await updateTeam(trx, clubId, Id, { name, division, logoPhotoId });
        return { isSucceeded: true, id: Id, errorMessage: null };
      });
      // A save that raced another one past the check above meets the unique index: same answer.
      return saved.catch((error: unknown) => {
        throw isUniqueViolation(error) ? refuse.badRequest('teamExists') : error;
      });
    },
  });

  app.route({
    ...route(endpoints.teamRemoveTeams, {
      tags: ['Team'],
      summary: 'Remove teams: their trainers and players stay in the club without a team; reports are kept',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const ids = [...new Set(request.body.map((item) => item.Id))];
      await db.transaction().execute(async (trx) => {
        if ((await countClubTeams(trx, clubId, ids)) !== ids.length) {
          throw refuse.notFound('selectedTeamMissing');
        }
        await removeTeams(trx, clubId, ids);
      });
      return { isSucceeded: true };
    },
  });

  app.route({
    ...route(endpoints.teamGetTeamDetail, {
      tags: ['Team'],
      summary: "A team's name, division and logo, with the club's name and logo for the page header",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const [team, club] = await Promise.all([findTeam(db, clubId, request.query.teamId), findClub(db, clubId)]);
      if (!team || !club) throw refuse.notFound('teamMissing');
      return {
        id: team.id,
        teamName: team.name,
        division: team.division,
        logoClub: photoUrl(team.logo_photo_id),
        clubName: club.clubName,
        clubLogoUrl: club.logoUrl,
      };
    },
  });

  const addToTeam = (role: 'Player' | 'Trainer') => async (request: { user: { id: string; clubId: string }; body: AddToTeamRequest; ip: string }) => {
    const { clubId } = request.user;
    const { newTeamId, oldTeamId } = request.body;
    const userIds = [...new Set(request.body.userIds)];
    await db.transaction().execute(async (trx) => {
      if (!(await findTeam(trx, clubId, newTeamId))) throw refuse.notFound('teamMissing');
      const people = await clubPeopleOfRole(trx, clubId, role, userIds);
      if (people.length !== userIds.length) {
        throw refuse.notFound(role === 'Player' ? 'selectedPlayerMissing' : 'selectedTrainerMissing');
      }
      await recordClubAction(trx, request, role === 'Player' ? 'team.addPlayers' : 'team.addTrainers', { kind: 'team', id: newTeamId }, { personIds: userIds, oldTeamId: await ownTeamOrNull(trx, clubId, oldTeamId) });
      if (role === 'Player') {
        await movePlayersToTeam(trx, newTeamId, userIds);
        return;
      }
      if (oldTeamId && oldTeamId !== newTeamId) {
        // A move from the team page: they leave that team (their other teams stay) in this transaction.
        if (!(await findTeam(trx, clubId, oldTeamId))) throw refuse.notFound('teamMissing');
        if ((await endTrainerMemberships(trx, userIds, { teamId: oldTeamId })) !== userIds.length) {
          throw refuse.badRequest('selectedTrainerNotLeaving');
        }
      }
      await addMemberships(trx, newTeamId, 'Trainer', userIds);
    });
    return { isSucceeded: true };
  };

  app.route({
    ...route(endpoints.teamAddPlayerToTeam, {
      tags: ['Team'],
      summary: 'Put players in a team (a player in another team moves: one team at a time)',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: addToTeam('Player'),
  });

  app.route({
    ...route(endpoints.teamAddTrainerToTeam, {
      tags: ['Team'],
      summary: 'Add trainers to a team (a trainer can train several teams); with oldTeamId they move from that team',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: addToTeam('Trainer'),
  });
};
