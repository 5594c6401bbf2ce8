import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../../repositories/accounts/sessions.js';
import { hasConsent, isGuardianOf } from '../../repositories/people/guardians.js';
import { clubPersonOnRecord } from '../../repositories/people/records.js';
import type { ExportView } from '../../repositories/privacy/personExport.js';
import { refuse } from '../../domain/refusal.js';
import type { Language } from '../../domain/language.js';
import type { ExportScope } from '../../../contract/privacy.js';

/**
 * The one rule of who may read a person's file: its access log and its export (issue 25). A club's
 * managers read any of the club's people (removed ones too: the club still holds their file); a
 * person reads their own; a guardian reads their own children's (while both memberships are live,
 * isGuardianOf's rule).
 *
 * A person of another club, or no person, is answered like an id that does not exist (404); so is any
 * other person for a guardian, as everywhere a guardian asks for a player (services/familyAccess.ts):
 * nothing tells a guardian who else is in the club. Someone else of the club gets 403.
 */
export async function mayReadPersonFile(db: Kysely<DB>, user: SessionUser, personId: string): Promise<boolean | 'missing'> {
  if (!(await clubPersonOnRecord(db, user.clubId, personId))) return 'missing';
  if (user.role === 'Manager' || user.id === personId) return true;
  if (user.role === 'Guardian') return (await isGuardianOf(db, user.clubId, user.id, personId)) || 'missing';
  return false;
}

/** mayReadPersonFile as a route's refusal: throws 404 or 403, else returns. */
export async function assertMayReadPersonFile(db: Kysely<DB>, user: SessionUser, personId: string): Promise<void> {
  const allowed = await mayReadPersonFile(db, user, personId);
  if (allowed === 'missing') throw refuse.notFound('personMissing');
  if (!allowed) throw refuse.forbidden('personFileForbidden');
}

/**
 * Which export a reader gets (issue 41). A manager exports the club's whole file, to answer a formal
 * access request (art. 15): every report, unreleased and open ones too. Anyone else reads their own
 * copy, and it follows the rule of what they see on their own pages: a player their reports as
 * released to them (GetMyReports), a guardian their child's as released to the family and only while
 * sharing reports with guardians is consented to (the guardian's player page). Call it after
 * assertMayReadPersonFile.
 */
export async function exportViewFor(db: Kysely<DB>, user: SessionUser, personId: string): Promise<ExportView> {
  if (user.role === 'Manager') return { scope: 'formalRequest' };
  if (user.role === 'Guardian' && user.id !== personId) {
    return { scope: 'own', reportsAbout: (await hasConsent(db, personId, 'sharing')) ? 'released' : 'none' };
  }
  return { scope: 'own', reportsAbout: 'released' };
}

/** The export's own sentence saying which file it is, in the file's language (the club's; English otherwise). */
const SCOPE_NOTES: Record<Language, Record<ExportScope, string>> = {
  en: {
    own:
      'This is the copy a person asks for themselves (or a guardian for their child). It holds the reports the club has ' +
      "completed and released, as the player's and the family's pages show them (to a guardian only while sharing reports " +
      "with guardians is consented to). Reports not yet released are in the club's full file, which the club's managers " +
      'export to answer a formal access request.',
    formalRequest:
      "This is the club's full file, exported by a manager to answer a formal access request. It holds everything the club " +
      'keeps on this person, also reports not yet completed or not yet released to the player and their family.',
  },
  nl: {
    own:
      'Dit is de kopie die iemand zelf opvraagt (of een ouder of verzorger voor zijn kind). Er staan de rapporten in die de ' +
      "club heeft afgerond en vrijgegeven, zoals de pagina's van de speler en het gezin ze tonen (aan een ouder of verzorger " +
      'alleen zolang er toestemming is om rapporten met ouders en verzorgers te delen). Rapporten die nog niet zijn ' +
      'vrijgegeven staan in het volledige dossier van de club, dat de managers van de club exporteren om een formeel ' +
      'inzageverzoek te beantwoorden.',
    formalRequest:
      'Dit is het volledige dossier van de club, geëxporteerd door een manager om een formeel inzageverzoek te beantwoorden. ' +
      'Het bevat alles wat de club over deze persoon bewaart, ook rapporten die nog niet zijn afgerond of nog niet aan de ' +
      'speler en het gezin zijn vrijgegeven.',
  },
};

export function exportScopeNote(scope: ExportScope, language: string): string {
  return SCOPE_NOTES[language === 'nl' ? 'nl' : 'en'][scope];
}
