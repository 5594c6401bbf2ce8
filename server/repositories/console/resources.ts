import { sql } from 'kysely';
import { containsAny, type ConsoleResource } from './lists.js';
import { MAIL_LINK_PARAMETERS, MAIL_LINK_PLACEHOLDERS } from '../../../contract/mailLinks.js';
import { shownName } from '../people/personName.js';

/**
 * The console's resources (issue 24), each one descriptor: the rows' query with every field under its
 * API name (contract/operators.ts), the fields to sort and filter by, and what `q` searches.
 */

/** The club's people, its live teams and who signed in since the first of this month: counted per shown club. */
export const clubsResource: ConsoleResource = {
  name: 'clubs',
  rows: (db) => db.selectFrom('clubs as c').select([
    'c.id', 'c.name', 'c.country', 'c.language', 'c.created_at as createdAt',
    sql<number>`(SELECT count(*)::int FROM teams t WHERE t.club_id = c.id AND t.removed_at IS NULL)`.as('teams'),
    sql<number>`(SELECT count(*)::int FROM people p WHERE p.club_id = c.id AND p.removed_at IS NULL)`.as('people'),
    sql<number>`(SELECT count(*)::int FROM people p WHERE p.club_id = c.id AND p.removed_at IS NULL
      AND p.last_login_at >= date_trunc('month', now()))`.as('activeThisMonth'),
  ]),
  fields: {
    id: { sql: 'c.id', type: 'uuid', filterable: true },
    name: { sql: 'c.name', type: 'text', sortable: true, filterable: true },
    country: { sql: 'c.country', type: 'text', sortable: true, filterable: true },
    language: { sql: 'c.language', type: 'text', sortable: true, filterable: true },
    createdAt: { sql: 'c.created_at', type: 'timestamp', sortable: true },
  },
  search: (q) => containsAny(q, ['c.name']),
  defaultSort: ['name', 'ASC'],
};

/** A person's shown name as a console field: sorted by last name, then first name, without the infix. */
const NAME_FIELD = { sql: "lower(p.last_name) || ' ' || lower(p.first_name)", type: 'text', sortable: true } as const;

/** Every club's people (removed ones are gone from their club and left out), with their account's address. */
export const peopleResource: ConsoleResource = {
  name: 'people',
  rows: (db) => db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .where('p.removed_at', 'is', null)
    .select([
      'p.id', 'p.club_id as clubId', 'c.name as clubName', shownName('p').as('name'), 'p.first_name as firstName',
      'p.infix', 'p.last_name as lastName', 'a.email', 'p.role', 'p.status', 'p.invited_at as invitedAt', 'p.last_login_at as lastSignInAt',
      // The rate limit's count of the account (services/rateLimits.ts failedSignInKey).
      sql<number>`COALESCE((SELECT r.hits FROM rate_limits r
        WHERE r.key = 'login:account:' || lower(a.email) AND r.window_ends_at > now()), 0)`.as('failedSignIns'),
    ]),
  countRows: (db) => db.selectFrom('people as p').where('p.removed_at', 'is', null).select('p.id'),
  fields: {
    id: { sql: 'p.id', type: 'uuid', filterable: true },
    clubId: { sql: 'p.club_id', type: 'uuid', filterable: true },
    clubName: { sql: 'c.name', type: 'text', sortable: true, joined: true },
    // The shown name ("Adam de Wit", issue 37), sorted by last name without the infix, as Dutch lists do.
    name: NAME_FIELD,
    firstName: { sql: 'p.first_name', type: 'text', sortable: true },
    infix: { sql: 'p.infix', type: 'text', sortable: true },
    lastName: { sql: 'p.last_name', type: 'text', sortable: true },
    email: { sql: 'lower(a.email)', type: 'text', sortable: true, filterable: true, joined: true },
    role: { sql: 'p.role', type: 'text', sortable: true, filterable: true },
    status: { sql: 'p.status', type: 'text', sortable: true, filterable: true },
    invitedAt: { sql: 'p.invited_at', type: 'timestamp', sortable: true },
    lastSignInAt: { sql: 'p.last_login_at', type: 'timestamp', sortable: true },
  },
  search: (q) => sql<boolean>`(p.search_name LIKE '%' || fold_text(${q.trim()}) || '%' OR ${containsAny(q, ['a.email'])})`,
  defaultSort: ['lastName', 'ASC'],
};

const LIVE_INVITATION_EXPIRY = `(SELECT max(t.expires_at) FROM account_tokens t
  WHERE t.person_id = p.id AND t.kind = 'activation' AND t.used_at IS NULL AND t.voided_at IS NULL)`;
const INVITATION_STATE = `CASE WHEN ${LIVE_INVITATION_EXPIRY} > now() THEN 'open' ELSE 'expired' END`;
const liveInvitationExpiry = sql<Date | null>`${sql.raw(LIVE_INVITATION_EXPIRY)}`;
const invitationState = sql<string>`${sql.raw(INVITATION_STATE)}`;
const invitationDelivery = sql<string>`CASE WHEN EXISTS (SELECT 1 FROM outbox o WHERE o.delivery = 'failed'
  AND o.resent_at IS NULL AND lower(o.recipient) = lower(a.email) AND o.created_at >= p.invited_at) THEN 'failed' ELSE 'sent' END`;

/** People invited and not yet active: open (a live link) or expired, and whether the e-mail went out. */
export const invitationsResource: ConsoleResource = {
  name: 'invitations',
  rows: (db) => db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .where('p.removed_at', 'is', null)
    .where('p.status', '=', 'invited')
    .select([
      'p.id', 'p.club_id as clubId', 'c.name as clubName', 'a.email', shownName('p').as('name'), 'p.first_name as firstName',
      'p.infix', 'p.last_name as lastName', 'p.role', 'p.invited_at as invitedAt', liveInvitationExpiry.as('expiresAt'), invitationState.as('state'), invitationDelivery.as('delivery'),
    ]),
  fields: {
    id: { sql: 'p.id', type: 'uuid', filterable: true },
    clubId: { sql: 'p.club_id', type: 'uuid', filterable: true },
    clubName: { sql: 'c.name', type: 'text', sortable: true },
    email: { sql: 'lower(a.email)', type: 'text', sortable: true, filterable: true },
    name: NAME_FIELD,
    lastName: { sql: 'p.last_name', type: 'text', sortable: true },
    role: { sql: 'p.role', type: 'text', sortable: true, filterable: true },
    invitedAt: { sql: 'p.invited_at', type: 'timestamp', sortable: true },
    state: { sql: INVITATION_STATE, type: 'text', sortable: true, filterable: true },
  },
  search: (q) => sql<boolean>`(p.search_name LIKE '%' || fold_text(${q.trim()}) || '%' OR ${containsAny(q, ['a.email'])})`,
  defaultSort: ['invitedAt', 'DESC'],
};

/** A link of each kind in an e-mail's text (PostgreSQL's regular expressions): the whole address up to the next space. */
const LINK_PATTERNS = {
  reset: `\\S*[?&]${MAIL_LINK_PARAMETERS.reset}=\\S*`,
  activation: `\\S*[?&]${MAIL_LINK_PARAMETERS.activation}=\\S*`,
  unsubscribe: `\\S*/unsubscribe[?]${MAIL_LINK_PARAMETERS.unsubscribe}=\\S*`,
} as const;

/**
 * The e-mail's text with each link that acts for its recipient (activation, password reset, unsubscribe)
 * replaced by words saying it was there (issue 41): an operator reads that a link was sent, never the link.
 */
const textWithoutLinks = sql<string>`regexp_replace(regexp_replace(regexp_replace(o.text,
  ${LINK_PATTERNS.reset}, ${MAIL_LINK_PLACEHOLDERS.reset}, 'g'),
  ${LINK_PATTERNS.activation}, ${MAIL_LINK_PLACEHOLDERS.activation}, 'g'),
  ${LINK_PATTERNS.unsubscribe}, ${MAIL_LINK_PLACEHOLDERS.unsubscribe}, 'g')`;
const linkKind = sql<string | null>`CASE WHEN o.text ~ ${LINK_PATTERNS.reset} THEN 'reset' WHEN o.text ~ ${LINK_PATTERNS.activation} THEN 'activation' END`;

/** The outbox (no SMTP) and the e-mails the SMTP server refused, their links in words. */
export const mailResource: ConsoleResource = {
  name: 'mail',
  rows: (db) => db.selectFrom('outbox as o').select([
    'o.id', 'o.recipient', 'o.subject', 'o.created_at as createdAt', 'o.delivery', 'o.error', 'o.resent_at as resentAt',
    textWithoutLinks.as('text'), linkKind.as('link'),
  ]),
  fields: {
    id: { sql: 'o.id', type: 'uuid', filterable: true },
    recipient: { sql: 'lower(o.recipient)', type: 'text', sortable: true, filterable: true },
    subject: { sql: 'o.subject', type: 'text', sortable: true },
    createdAt: { sql: 'o.created_at', type: 'timestamp', sortable: true },
    delivery: { sql: 'o.delivery', type: 'text', sortable: true, filterable: true },
  },
  search: (q) => containsAny(q, ['o.recipient', 'o.subject']),
  defaultSort: ['createdAt', 'DESC'],
};

/** A text that is a UUID, as one (else null), so an id in the audit's text columns meets its table's key. */
const asUuid = (expression: string) => `(CASE WHEN ${expression} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${expression})::uuid END)`;
const AUDIT_TARGET_UUID = asUuid('l.target_id');

/** The acting club member's shown name, none once erased (issue 37: "who" in words). */
const auditActorName = sql<string | null>`(SELECT person_name(ap.first_name, ap.infix, ap.last_name) FROM people ap
  WHERE l.actor_kind = 'person' AND ap.id = l.actor_id AND ap.erased_at IS NULL)`;
const auditActorErased = sql<boolean>`(l.actor_kind = 'person' AND EXISTS (SELECT 1 FROM people ap WHERE ap.id = l.actor_id AND ap.erased_at IS NOT NULL))`;
/**
 * Who by address: the entry's own (what was written then), else, for an entry written before club
 * members' addresses were recorded, the member's account's or the operator's.
 */
const auditActorEmail = sql<string | null>`COALESCE(l.actor_email,
  CASE l.actor_kind
    WHEN 'person' THEN (SELECT aa.email FROM people ap JOIN accounts aa ON aa.id = ap.account_id WHERE ap.id = l.actor_id AND ap.erased_at IS NULL)
    WHEN 'operator' THEN (SELECT o.email FROM operators o WHERE o.id = l.actor_id)
  END)`;
/** The subject in words: the person's name (none once erased), the team's, season's or club's name, the import's file, the e-mail's recipient. */
const auditTargetName = sql<string | null>`CASE l.target_kind
  WHEN 'person' THEN (SELECT person_name(tp.first_name, tp.infix, tp.last_name) FROM people tp WHERE tp.id = ${sql.raw(AUDIT_TARGET_UUID)} AND tp.erased_at IS NULL)
  WHEN 'team' THEN (SELECT tt.name FROM teams tt WHERE tt.id = ${sql.raw(AUDIT_TARGET_UUID)})
  WHEN 'season' THEN (SELECT ts.name FROM seasons ts WHERE ts.id = ${sql.raw(AUDIT_TARGET_UUID)})
  WHEN 'club' THEN (SELECT tc.name FROM clubs tc WHERE tc.id = ${sql.raw(AUDIT_TARGET_UUID)})
  WHEN 'import' THEN (SELECT ti.file_name FROM member_imports ti WHERE ti.id = ${sql.raw(AUDIT_TARGET_UUID)})
  WHEN 'operator' THEN (SELECT top.email FROM operators top WHERE top.id = ${sql.raw(AUDIT_TARGET_UUID)})
  WHEN 'mail' THEN (SELECT tm.recipient FROM outbox tm WHERE tm.id = ${sql.raw(AUDIT_TARGET_UUID)})
END`;
const auditTargetErased = sql<boolean>`(l.target_kind = 'person' AND EXISTS (SELECT 1 FROM people tp WHERE tp.id = ${sql.raw(AUDIT_TARGET_UUID)} AND tp.erased_at IS NOT NULL))`;
/**
 * The names of the people and teams whose ids the details hold (a guardian, the players moved, the
 * team left), as JSON text {id: name}; an erased person's id has none.
 */
const auditDetailNames = sql<string | null>`(SELECT json_object_agg(n.id, n.name)::text FROM (
  SELECT dp.id::text AS id, person_name(dp.first_name, dp.infix, dp.last_name) AS name FROM people dp
    WHERE dp.erased_at IS NULL AND dp.id IN (SELECT m[1]::uuid FROM regexp_matches(l.details, '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m)
  UNION ALL
  SELECT dt.id::text, dt.name FROM teams dt
    WHERE dt.id IN (SELECT m[1]::uuid FROM regexp_matches(l.details, '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m)
) n)`;

/**
 * The audit log: read only (no call writes it but recordAudit, and the table refuses changes). Each
 * entry also in words (issue 37): the actor's name and address, the subject's name or that it was
 * erased, and the names of the people and teams its details name.
 */
export const auditResource: ConsoleResource = {
  name: 'audit',
  rows: (db) => db
    .selectFrom('audit as l')
    .leftJoin('clubs as c', 'c.id', 'l.club_id')
    .select([
      sql<string>`l.id::text`.as('id'), 'l.at', 'l.actor_kind as actorKind', 'l.actor_id as actorId', auditActorEmail.as('actorEmail'),
      auditActorName.as('actorName'), auditActorErased.as('actorErased'),
      'l.club_id as clubId', 'c.name as clubName', 'l.action', 'l.target_kind as targetKind', 'l.target_id as targetId',
      auditTargetName.as('targetName'), auditTargetErased.as('targetErased'), 'l.details', auditDetailNames.as('detailNames'), 'l.ip',
    ]),
  fields: {
    id: { sql: 'l.id', type: 'integer', filterable: true },
    at: { sql: 'l.at', type: 'timestamp', sortable: true },
    actorKind: { sql: 'l.actor_kind', type: 'text', sortable: true, filterable: true },
    actorEmail: { sql: 'lower(l.actor_email)', type: 'text', sortable: true, filterable: true },
    clubId: { sql: 'l.club_id', type: 'uuid', filterable: true },
    action: { sql: 'l.action', type: 'text', sortable: true, filterable: true },
    targetId: { sql: 'l.target_id', type: 'text', filterable: true },
  },
  search: (q) => containsAny(q, ['l.action', "coalesce(l.actor_email, '')", "coalesce(l.target_id, '')", "coalesce(l.details, '')"]),
  defaultSort: ['at', 'DESC'],
};

/**
 * The backups the servers took themselves (issue 39, migration 0029): one row per interval. The id is
 * the interval's start as text (ISO), since the console's records are addressed by a string id.
 */
export const backupsResource: ConsoleResource = {
  name: 'backups',
  rows: (db) => db
    .selectFrom('backup_runs as b')
    .select([
      sql<string>`to_char(b.slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('id'),
      'b.started_at as startedAt', 'b.finished_at as finishedAt',
      sql<string>`coalesce(b.outcome, 'running')`.as('state'),
      'b.claimed_by as server', 'b.file', sql<number | null>`b.bytes::float8`.as('bytes'), 'b.error',
    ]),
  fields: {
    id: { sql: `to_char(b.slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`, type: 'text', filterable: true },
    startedAt: { sql: 'b.started_at', type: 'timestamp', sortable: true },
    state: { sql: `coalesce(b.outcome, 'running')`, type: 'text', sortable: true, filterable: true },
  },
  search: (q) => containsAny(q, ['b.file', 'b.error', 'b.claimed_by']),
  defaultSort: ['startedAt', 'DESC'],
};

/** Every club's imports of members (issue 23): the file, its state and counts; its result file is the rows in error. */
export const importsResource: ConsoleResource = {
  name: 'imports',
  rows: (db) => db
    .selectFrom('member_imports as i')
    .innerJoin('clubs as c', 'c.id', 'i.club_id')
    .select([
      'i.id', 'i.club_id as clubId', 'c.name as clubName', 'i.file_name as fileName', 'i.state', 'i.total', 'i.processed',
      'i.invited', 'i.updated', 'i.unchanged', 'i.created_at as createdAt',
      sql<number>`(SELECT count(*)::int FROM member_import_rows r WHERE r.import_id = i.id AND r.outcome = 'error')`.as('errors'),
    ]),
  fields: {
    id: { sql: 'i.id', type: 'uuid', filterable: true },
    clubId: { sql: 'i.club_id', type: 'uuid', filterable: true },
    clubName: { sql: 'c.name', type: 'text', sortable: true, joined: true },
    fileName: { sql: 'i.file_name', type: 'text', sortable: true },
    state: { sql: 'i.state', type: 'text', sortable: true, filterable: true },
    total: { sql: 'i.total', type: 'integer', sortable: true },
    createdAt: { sql: 'i.created_at', type: 'timestamp', sortable: true },
  },
  search: (q) => containsAny(q, ['i.file_name', 'c.name']),
  defaultSort: ['createdAt', 'DESC'],
};
