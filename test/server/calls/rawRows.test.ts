import { sql } from 'kysely';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { Nullable, rowsAsJson, selectRows, SqlDate } from '../../../server/repositories/rawRows.js';
import { createScratchDatabase } from '../testApp.js';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createScratchDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const Row = Type.Object({ n: Type.Number(), name: Type.String(), at: Nullable(SqlDate) });

describe('rows of raw SQL', () => {
  it('come back as the schema states them', async () => {
    const rows = await selectRows(database.db, Row, sql`SELECT 2::int AS n, 'x' AS name, now() AS at UNION ALL SELECT 3, 'y', NULL`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ n: 2, name: 'x' });
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[1]!.at).toBeNull();
  });

  it('fail loudly when a column was renamed, instead of answering undefined', async () => {
    await expect(selectRows(database.db, Row, sql`SELECT 2::int AS count, 'x' AS name, NULL AS at`)).rejects.toThrow(
      /does not have the columns its schema states: .*n/,
    );
  });

  it('fail loudly when a number comes back as text (an uncast bigint or numeric on PostgreSQL)', async () => {
    await expect(selectRows(database.db, Row, sql`SELECT '2'::text AS n, 'x' AS name, NULL AS at`)).rejects.toThrow(/\/n must be number/);
  });

  it('are written as JSON only with exactly the properties the schema states (the answer would carry an extra one)', async () => {
    const Answer = Type.Object({ n: Type.Number(), name: Type.String() });
    const rows = await selectRows(database.db, Answer, sql`SELECT 2::int AS n, 'x' AS name`);
    expect(JSON.parse(rowsAsJson(Answer, rows))).toEqual([{ n: 2, name: 'x' }]);
    const extra = await selectRows(database.db, Answer, sql`SELECT 2::int AS n, 'x' AS name, 'secret' AS password_hash`);
    expect(() => rowsAsJson(Answer, extra)).toThrow(/properties n,name,password_hash, not the n,name/);
  });
});
