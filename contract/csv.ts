/**
 * Every CSV file Touchline writes, on the server (the import's rows in error, the console's result file)
 * and in the browser (the lists' exports, the console's exports), is written through this one helper,
 * so each cell keeps the same two rules:
 * - quoting (RFC 4180): a cell holding the separator, a double quote or a line break is put between
 *   double quotes, its double quotes doubled;
 * - no formulas (OWASP, "CSV Injection"): text that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 *   return is what a spreadsheet runs as a formula (`=HYPERLINK(…)`, `-2+3+cmd|…`), so it is written
 *   with a single quote before it (`'=HYPERLINK(…)`) and quoted. A spreadsheet then shows the text, and
 *   the quote says it was changed. A number (a JavaScript number, never text that looks like one) is
 *   written as it is: `-2.5` can only be a number.
 * Plain code without imports: both programs load it.
 */

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** The characters that make a spreadsheet read a cell as a formula when the cell starts with one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, with a single quote before it; other text as it is. */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as written in a CSV file separated by `separator`. */
export function csvCell(value: CsvValue, separator: ',' | ';' = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = String(value);
  const safe = neutralisedText(text);
  const quoted = safe !== text || safe.includes(separator) || /["\r\n]/.test(safe);
  return quoted ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of a CSV file, ending in CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[], separator: ',' | ';' = ','): string {
  return `${values.map((value) => csvCell(value, separator)).join(separator)}\r\n`;
}
