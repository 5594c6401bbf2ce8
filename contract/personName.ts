/**
 * How a person's name is shown, by the web app and the server alike (issue 37; docs/decisions.md,
 * "Infix"): first name, infix, last name ("Bram van der Berg"). The infix (the Dutch tussenvoegsel,
 * `people.infix`) is its own part, never glued to the first or last name. The parts are trimmed and
 * the empty ones left out, one space between. The database's `person_name(first, infix, last)`
 * (migration 0025) is the same rule for the queries that answer a name whole.
 * Kept apart from the TypeBox schemas so the web app can use it without bundling them.
 */
export interface NameParts {
  firstName?: string | null;
  infix?: string | null;
  lastName?: string | null;
}

export const personName = ({ firstName, infix, lastName }: NameParts): string =>
  [firstName, infix, lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');

/**
 * An answer's `infix` field: there only when the person has one, so the spec's answers stay as they
 * were for everyone else and older clients read nothing new.
 */
export const infixField = (infix: string | null | undefined): { infix?: string } => (infix?.trim() ? { infix: infix.trim() } : {});
