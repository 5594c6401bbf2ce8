import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sql } from 'kysely';
import type { ExportConsent, ExportMembership, ExportProfile, ExportRelative, ExportReport, PersonExport } from '../../../contract/privacy.js';
import { accessLogOf } from './accessLog.js';
import { otherRolesInClub } from '../accounts/memberships.js';
import { releasedToFamily } from '../reports/releases.js';
import { shownName } from '../people/personName.js';
import { infixField } from '../../../contract/personName.js';

/**
 * Everything the club holds on one person (art. 15/20), one builder per section of the export. A
 * section added to PersonExport (contract/privacy.ts) is one more line in `sections` below.
 */
type Section<K extends keyof PersonExport> = (db: Kysely<DB>, clubId: string, personId: string) => Promise<PersonExport[K]>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const profile: Section<'profile'> = async (db, clubId, personId): Promise<ExportProfile> => {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .leftJoin('positions as pos', 'pos.id', 'p.primary_position_id')
    .select([
      'p.id', 'p.role', 'p.status', 'p.first_name', 'p.infix', 'p.last_name', 'p.member_number', 'a.email', 'p.phone_number', 'p.birth_date', 'p.birth_place',
      'p.nationality_id', 'p.address', 'pos.name as position', 'p.photo_id', 'p.invited_at', 'p.activated_at', 'p.last_login_at',
      'p.removed_at',
    ])
    .select((eb) => [
      eb.selectFrom('terms_acceptances').select((inner) => inner.fn.max('accepted_at').as('at')).whereRef('person_id', '=', 'p.id').as('terms_accepted_at'),
    ])
    .where('p.id', '=', personId)
    .where('p.club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  const optOuts = await db.selectFrom('mail_opt_outs').select('topic').where('person_id', '=', personId).orderBy('topic').execute();
  return {
    userId: row.id,
    role: row.role,
    status: row.status,
    firstName: row.first_name,
    infix: row.infix,
    lastName: row.last_name,
    memberNumber: row.member_number,
    // '' for a member without an address of their own (a child reached through their guardians).
    email: row.email ?? '',
    phoneNumber: row.phone_number,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    nationality: row.nationality_id,
    address: row.address,
    position: row.position,
    photoUrl: row.photo_id ? `/photos/${row.photo_id}` : null,
    invitedAt: iso(row.invited_at),
    activatedAt: iso(row.activated_at),
    lastLoginAt: iso(row.last_login_at),
    removedAt: iso(row.removed_at),
    termsAcceptedAt: row.terms_accepted_at ? new Date(row.terms_accepted_at as unknown as string).toISOString() : null,
    mailOptOuts: optOuts.map((optOut) => optOut.topic),
  };
};

const memberships: Section<'memberships'> = async (db, clubId, personId): Promise<ExportMembership[]> => {
  const rows = await db
    .selectFrom('team_memberships as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(['t.name', 'm.role', 'm.started_at', 'm.ended_at'])
    .where('m.person_id', '=', personId)
    .where('t.club_id', '=', clubId)
    .orderBy('m.started_at')
    .execute();
  return rows.map((row) => ({ teamName: row.name, role: row.role, startedAt: row.started_at.toISOString(), endedAt: iso(row.ended_at) }));
};

/**
 * Which file is made (issue 41): the club's whole file for a formal access request (a manager's), or
 * the reader's own copy, whose reports about the person are those the reader's own pages show: the
 * ones released to the family (releasedToFamily, the player's and the guardian's pages' rule), or none
 * (a guardian while sharing reports with guardians is not consented to). Who gets which is the rule
 * of services/privacy/personFile.ts.
 */
export type ExportView = { scope: 'formalRequest' } | { scope: 'own'; reportsAbout: 'released' | 'none' };

/**
 * The reports about the person (as player) and by them (as trainer), with every score and comment; in
 * the reader's own copy, only those about them the reader may read (a trainer's own reports are theirs).
 */
const reports = (view: ExportView): Section<'reports'> => async (db, clubId, personId): Promise<ExportReport[]> => {
  const heads = await db
    .selectFrom('reports as r')
    .innerJoin('people as p', 'p.id', 'r.player_id')
    .innerJoin('people as tr', 'tr.id', 'r.trainer_id')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('teams as t', 't.id', 'r.team_id')
    .select([
      'r.id', 'r.player_id', 'r.status', 'r.created_at', 'r.completed_at', 'r.average', 'r.feedback', 's.name as season_name',
      's.start_date', 't.name as team_name', shownName('p').as('player_name'), shownName('tr').as('trainer_name'),
    ])
    .where('r.club_id', '=', clubId)
    .where((eb) => eb.or([
      view.scope === 'formalRequest' ? eb('r.player_id', '=', personId)
      : view.reportsAbout === 'released' ? eb.and([eb('r.player_id', '=', personId), releasedToFamily('r')])
      : eb.val(false),
      eb('r.trainer_id', '=', personId),
    ]))
    .orderBy('s.start_date')
    .orderBy('r.created_at')
    .execute();
  const scores = heads.length
    ? await db
      .selectFrom('report_scores as rs')
      .innerJoin('skills as k', 'k.id', 'rs.skill_id')
      .select(['rs.report_id', 'k.name', 'k.category', 'rs.score', 'rs.comment'])
      .where('rs.report_id', 'in', heads.map((head) => head.id))
      .orderBy('k.sort_order')
      .execute()
    : [];
  return heads.map((head) => ({
    reportId: head.id,
    relation: head.player_id === personId ? 'about' : 'by',
    seasonName: head.season_name,
    teamName: head.team_name,
    playerName: head.player_name,
    trainerName: head.trainer_name,
    status: head.status,
    createdDate: head.created_at.toISOString(),
    completedDate: iso(head.completed_at),
    average: head.average === null ? null : Number(head.average),
    feedback: head.feedback,
    scores: scores
      .filter((score) => score.report_id === head.id)
      .map((score) => ({ skillName: score.name, category: score.category, score: Number(score.score), comment: score.comment })),
  }));
};

/**
 * The guardianships on either side of the person: their guardians (`side` 'player') or their children
 * ('guardian'). Every link the club holds, also of a removed relative: the file is what the club keeps.
 */
const relatives = (side: 'player' | 'guardian'): Section<'guardians' | 'children'> => async (db, clubId, personId): Promise<ExportRelative[]> => {
  const other = side === 'player' ? 'g.guardian_id' : 'g.player_id';
  const rows = await db
    .selectFrom('guardianships as g')
    .innerJoin('people as r', 'r.id', other)
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select(['r.id', 'r.first_name', 'r.infix', 'r.last_name', 'a.email', 'g.added_at'])
    .where('g.club_id', '=', clubId)
    .where(side === 'player' ? 'g.player_id' : 'g.guardian_id', '=', personId)
    .orderBy('g.added_at')
    .execute();
  return rows.map((row) => ({ userId: row.id, firstName: row.first_name, ...infixField(row.infix), lastName: row.last_name, email: row.email ?? '', since: row.added_at.toISOString() }));
};

const consents: Section<'consents'> = async (db, clubId, personId): Promise<ExportConsent[]> => {
  const rows = await db
    .selectFrom('consents as c')
    .innerJoin('people as by', 'by.id', 'c.given_by')
    .select(['c.purpose', 'c.given', 'c.given_at', sql<string>`person_name(by.first_name, by.infix, by.last_name)`.as('by_name')])
    .where('c.player_id', '=', personId)
    .where('by.club_id', '=', clubId)
    .orderBy('c.purpose')
    .execute();
  return rows.map((row) => ({ purpose: row.purpose, given: row.given, givenByName: row.by_name, givenAt: row.given_at.toISOString() }));
};

const accessLog: Section<'accessLog'> = (db, clubId, personId) => accessLogOf(db, clubId, personId);

/** The person's memberships of the club (this one first): every role of their account there, removed ones too (the file is what the club keeps). */
async function rolesOfPerson(db: Kysely<DB>, clubId: string, personId: string): Promise<string[]> {
  return [personId, ...(await otherRolesInClub(db, clubId, personId)).map((row) => row.id)];
}

/**
 * The export of a person of the club as `view` says (who may ask, and for which, is
 * services/privacy/personFile.ts's rule); the sentence saying which file it is, in its language, is
 * the service's.
 */
export async function exportPerson(
  db: Kysely<DB>, clubId: string, personId: string, now: Date, view: ExportView,
): Promise<Omit<PersonExport, 'scopeNote'>> {
  const club = await db.selectFrom('clubs').select(['name', 'language']).where('id', '=', clubId).executeTakeFirstOrThrow();
  const build = <K extends keyof PersonExport>(section: Section<K>) => section(db, clubId, personId);
  // The person's other roles in the club are the same person (issue 37: a trainer who is a guardian too):
  // the file holds what the club keeps on each of them; the profile and the access log are this role's.
  const roles = await rolesOfPerson(db, clubId, personId);
  const everyRole = async <K extends 'memberships' | 'reports' | 'guardians' | 'consents' | 'children'>(section: Section<K>) =>
    (await Promise.all(roles.map((id) => section(db, clubId, id)))).flat() as PersonExport[K];
  return {
    exportedAt: now.toISOString(),
    clubName: club.name,
    language: club.language,
    scope: view.scope,
    profile: await build(profile),
    memberships: await everyRole(memberships),
    reports: await everyRole(reports(view)),
    guardians: await everyRole(relatives('player')),
    consents: await everyRole(consents),
    children: await everyRole(relatives('guardian')),
    accessLog: await build(accessLog),
  };
}
