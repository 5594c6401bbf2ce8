import type { ImportField } from '../../../contract/importFields.js';

/**
 * Which field a column holds, from its header: English and Dutch, and the headers of Sportlink Club's
 * exports, which vary by export and version ('Relatiecode', 'Rel. code', 'Lidnummer'; 'Geb.dat.').
 * Headers are compared without case, accents, spaces and punctuation. Unknown headers are ignored.
 */
const HEADERS: Record<string, ImportField> = {};
const known = (field: ImportField, ...headers: string[]) => headers.forEach((header) => (HEADERS[headerKey(header)] = field));

export function headerKey(header: string): string {
  return header.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

known('memberNumber', 'Relatiecode', 'Rel. code', 'Rel.code', 'Relatienummer', 'Lidnummer', 'Lid nummer', 'Member number', 'Membership number', 'Member no', 'Member id');
known('firstName', 'Roepnaam', 'Voornaam', 'First name', 'Firstname', 'Given name');
known('infix', 'Tussenvoegsel', 'Tussenvoegsels', 'Tussenv.', 'Infix', 'Name prefix');
known('lastName', 'Achternaam', 'Last name', 'Lastname', 'Surname', 'Family name');
known('name', 'Naam', 'Volledige naam', 'Name', 'Full name');
known('email', 'E-mail', 'Email', 'E-mailadres', 'Emailadres', 'E-mail address', 'Email address', 'Mail');
known('birthDate', 'Geboortedatum', 'Geb.dat.', 'Geb. datum', 'Gebdat', 'Birth date', 'Birthdate', 'Date of birth', 'DOB');
known('phoneNumber', 'Mobiel', 'Mobiel nummer', 'Telefoon', 'Telefoonnummer', 'Telefoon mobiel', 'Phone', 'Phone number', 'Mobile', 'Mobile phone');
known('team', 'Team', 'Teamnaam', 'Teams', 'Team name');
known('role', 'Teamrol', 'Rol', 'Role', 'Team role', 'Functie');
known('position', 'Positie', 'Position', 'Primary position');

/** Guardian columns: 'Naam ouder/verzorger 1', 'E-mail ouder/verzorger 2', 'Guardian 1 e-mail', 'Parent 2 name'. */
function guardianField(key: string): ImportField | undefined {
  if (!/(ouder|verzorger|guardian|parent)/.test(key)) return undefined;
  const second = /2/.test(key);
  const isEmail = /(email|mail)/.test(key);
  const isName = /(naam|name)/.test(key);
  if (isEmail) return second ? 'guardian2Email' : 'guardian1Email';
  if (isName) return second ? 'guardian2Name' : 'guardian1Name';
  return undefined;
}

export function recogniseHeader(header: string): ImportField {
  const key = headerKey(header);
  return guardianField(key) ?? HEADERS[key] ?? 'ignore';
}

/**
 * The mapping of a file's headers: each recognised header once; a second column for a field already
 * taken is ignored (the manager can change that), except that a full-name column stays next to split ones.
 */
export function recogniseColumns(headers: string[]): ImportField[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = recogniseHeader(header);
    if (field === 'ignore') return field;
    if (taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}
