/**
 * Names in the order a person reads them (issue 37): digits as numbers, so JO8-1 comes before JO10-1,
 * and case and accents aside. The same in every engine: the rows are ordered here, not by the
 * database's collation (PGlite has no ICU collations for a numeric ORDER BY).
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The rows ordered by a name, naturally; rows of the same name keep their order. */
export const naturallyOrdered = <Row>(rows: readonly Row[], name: (row: Row) => string): Row[] =>
  [...rows].sort((a, b) => collator.compare(name(a), name(b)));
