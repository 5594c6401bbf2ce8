import type { Kysely } from 'kysely';
import { executeScript } from '../script.js';

/** Playing positions are the same for every club (GetPositions); ids are fixed so clients can keep them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    INSERT INTO positions (id, name, sort_order) VALUES
      ('GK', 'Goalkeeper', 1),
      ('RB', 'Right back', 2),
      ('CB', 'Centre back', 3),
      ('LB', 'Left back', 4),
      ('DM', 'Defensive midfielder', 5),
      ('CM', 'Central midfielder', 6),
      ('AM', 'Attacking midfielder', 7),
      ('RW', 'Right winger', 8),
      ('LW', 'Left winger', 9),
      ('ST', 'Striker', 10);

    INSERT INTO terms_versions (version, description_en, description_nl) VALUES (
      '1.0',
      'Touchline keeps the names, e-mail addresses, birth dates, photos and evaluation reports that your club enters, only to run the club''s player evaluation programme. Your club decides who can see them. You can ask your club manager to correct or remove your data at any time.',
      'Touchline bewaart de namen, e-mailadressen, geboortedata, foto''s en evaluatierapporten die je club invoert, uitsluitend om het spelersevaluatieprogramma van de club uit te voeren. Je club bepaalt wie ze kan zien. Je kunt je clubmanager op elk moment vragen je gegevens te corrigeren of te verwijderen.'
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `DELETE FROM terms_versions; DELETE FROM positions;`);
}
