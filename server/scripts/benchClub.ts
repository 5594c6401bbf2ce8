import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createClub } from '../repositories/clubs/clubs.js';
import { accountFor } from '../repositories/accounts/accounts.js';
import { hashPassword } from '../services/passwords.js';
import { FIRST_NAMES, LAST_NAMES } from '../seed/names.js';

/** The manager the benchmark signs in as. */
export const BENCH_MANAGER = { email: 'manager@bench.club', password: 'Bench-Manager-1' } as const;

/** The manager's address of the bench's club number `number` (the first club: BENCH_MANAGER's). */
export const benchManagerEmail = (number?: number): string => (number ? `manager@c${number}.bench.club` : BENCH_MANAGER.email);

export interface BenchIds {
  clubId: string;
  seasonId: string;
  playerId: string;
  trainerId: string;
}

/**
 * A club of the issue's shape: per 19 players a team with 2 trainers; three seasons (n = 2, 3, 3, the
 * last one running today); per (player, trainer, season) 0..n completed reports with every skill
 * scored and, 4 times in 10, an open one with some skills scored (about 10.5 reports and 84 scores per
 * player). Pseudo-random from hashes of the ids, in set-based statements, in one transaction.
 *
 * A bulk load: the rows go in with the database's triggers off (session_replication_role), and the
 * stored figures are then made the way migration 0007 fills them: the reports' averages in one
 * statement, whose trigger refreshes every player's progress at once.
 */
export async function generateBenchClub(database: Kysely<DB>, players: number, options: { number?: number; passwordHash?: string } = {}): Promise<BenchIds> {
  const teams = Math.max(1, Math.round(players / 19));
  const passwordHash = options.passwordHash ?? (await hashPassword(BENCH_MANAGER.password));
  // Clubs after the first (bench:calls --clubs) have people of their own: addresses at cN.bench.club.
  const domain = options.number ? `c${options.number}.bench.club` : 'bench.club';
  return database.transaction().execute(async (db) => {
    const clubId = await createClub(db, { name: options.number ? `Bench ${players} #${options.number}` : `Bench ${players}`, country: 'NL' });
    const today = new Date();
    const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
    const seasonIds: string[] = [];
    for (const [offset, n] of [[2, 2], [1, 3], [0, 3]] as const) {
      const start = year - offset;
      seasonIds.push((await db.insertInto('seasons').values({
        club_id: clubId, name: `${start}/${start + 1}`, report_frequency: n, start_date: `${start}-08-01`, end_date: `${start + 1}-06-30`,
      }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await db.insertInto('people').values({
      club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor(benchManagerEmail(options.number), passwordHash),
      first_name: 'Bench', last_name: 'Manager', activated_at: new Date(),
    }).execute();
    const first = sql`(${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}]`;
    const last = sql`(${LAST_NAMES}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    await sql`
      INSERT INTO teams (club_id, name, division)
      SELECT ${clubId}, 'Team ' || g, 'Klasse ' || (1 + g % 6) FROM generate_series(1, ${teams}) g`.execute(db);
    await sql`
      INSERT INTO people (club_id, role, status, account_id, first_name, last_name, activated_at)
      SELECT ${clubId}, 'Trainer', 'active', account_for('trainer' || g || '@' || ${domain}, 'x'), ${first}, ${last}, now()
      FROM generate_series(1, ${teams * 2}) g`.execute(db);
    await sql`
      INSERT INTO people (club_id, role, status, account_id, first_name, last_name, activated_at)
      SELECT ${clubId}, 'Player', 'active', account_for('player' || g || '@' || ${domain}, 'x'), ${first}, ${last}, now()
      FROM generate_series(1, ${players}) g`.execute(db);
    // Trainer g trains team ceil(g / 2); player g plays in team 1 + (g - 1) % teams.
    await sql`
      INSERT INTO team_memberships (club_id, team_id, person_id, role)
      SELECT p.club_id, t.id, p.id, p.role FROM people p
      JOIN accounts a ON a.id = p.account_id
      JOIN teams t ON t.club_id = p.club_id AND t.name = 'Team ' || CASE
        WHEN p.role = 'Trainer' THEN (substring(a.email from '[0-9]+')::int + 1) / 2
        ELSE 1 + (substring(a.email from '[0-9]+')::int - 1) % ${teams} END
      WHERE p.club_id = ${clubId} AND p.role IN ('Trainer', 'Player')`.execute(db);
    const pairSeasons = sql`
      FROM team_memberships pm
      JOIN teams t ON t.id = pm.team_id AND t.club_id = ${clubId}
      JOIN team_memberships tm ON tm.team_id = pm.team_id AND tm.role = 'Trainer'
      JOIN seasons s ON s.club_id = ${clubId}`;
    await sql`
      INSERT INTO reports (club_id, season_id, trainer_id, player_id, team_id, status, created_at, modified_at, completed_at)
      SELECT ${clubId}, s.id, tm.person_id, pm.person_id, pm.team_id, 'Completed', x.at, x.at, x.at
      ${pairSeasons}
      CROSS JOIN LATERAL generate_series(1, abs(hashtext(pm.person_id::text || tm.person_id::text || s.id::text)) % (s.report_frequency + 1)) g
      CROSS JOIN LATERAL (SELECT least(now() - interval '1 hour',
        s.start_date + (g * 60 + abs(hashtext(pm.person_id::text || g)) % 50) * interval '1 day') AS at) x
      WHERE pm.role = 'Player'`.execute(db);
    await sql`
      INSERT INTO reports (club_id, season_id, trainer_id, player_id, team_id, status, created_at, modified_at)
      SELECT ${clubId}, s.id, tm.person_id, pm.person_id, pm.team_id, 'Open', now() - interval '2 days', now() - interval '1 day'
      ${pairSeasons} WHERE pm.role = 'Player' AND abs(hashtext(tm.person_id::text || pm.person_id::text || s.id::text)) % 10 < 4`.execute(db);
    await sql`
      INSERT INTO report_scores (club_id, report_id, skill_id, score)
      SELECT r.club_id, r.id, sk.id, (2 + abs(hashtext(r.id::text || sk.id::text)) % 19) / 2.0
      FROM reports r JOIN skills sk ON sk.club_id = r.club_id
      WHERE r.club_id = ${clubId}
        AND (r.status = 'Completed' OR sk.sort_order <= abs(hashtext(r.id::text)) % 10)`.execute(db);
    await sql`SET LOCAL session_replication_role = DEFAULT`.execute(db);
    await sql`
      UPDATE reports r SET average = s.average
      FROM (SELECT report_id, avg(score)::float8 AS average FROM report_scores WHERE club_id = ${clubId} GROUP BY report_id) s
      WHERE s.report_id = r.id AND r.club_id = ${clubId}`.execute(db);
    // Reports without scores (open ones) moved nobody above: refresh every player of the club once.
    await sql`SELECT refresh_progress(ARRAY(SELECT id FROM people WHERE club_id = ${clubId} AND role = 'Player'))`.execute(db);
    // The club's counts (migration 0009), whose triggers were off during the load too.
    await sql`SELECT refresh_club_counts(${clubId})`.execute(db);
    // The teams' line-ups (migration 0021), likewise.
    await sql`SELECT refresh_team_line_ups(ARRAY(SELECT id FROM teams WHERE club_id = ${clubId}))`.execute(db);
    const player = await db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('people.id')
      .where('people.club_id', '=', clubId).where('accounts.email', '=', `player1@${domain}`).executeTakeFirstOrThrow();
    const trainer = await db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('people.id')
      .where('people.club_id', '=', clubId).where('accounts.email', '=', `trainer1@${domain}`).executeTakeFirstOrThrow();
    return { clubId, seasonId: seasonIds[2]!, playerId: player.id, trainerId: trainer.id };
  });
}

