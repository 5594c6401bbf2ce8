import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The terms and privacy version in force: the most recently published one. */
export async function currentTerms(db: Kysely<DB>) {
  return db
    .selectFrom('terms_versions')
    .select(['id', 'version', 'description_en', 'description_nl'])
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records that the person accepted this version (accepting twice keeps the first date). */
export async function recordAcceptance(db: Kysely<DB>, personId: string, termsVersionId: string): Promise<void> {
  await db
    .insertInto('terms_acceptances')
    .values({ person_id: personId, terms_version_id: termsVersionId })
    .onConflict((oc) => oc.columns(['person_id', 'terms_version_id']).doNothing())
    .execute();
}

/** Whether the person has accepted the version in force (true when no terms were ever published). */
export async function hasAcceptedCurrentTerms(db: Kysely<DB>, personId: string): Promise<boolean> {
  const { accepted } = await db
    .selectNoFrom(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM terms_versions)
        OR EXISTS (
          SELECT 1 FROM terms_acceptances a
          WHERE a.person_id = ${personId}
            AND a.terms_version_id = (SELECT id FROM terms_versions ORDER BY published_at DESC, version DESC LIMIT 1)
        )`.as('accepted'),
    )
    .executeTakeFirstOrThrow();
  return accepted;
}
