import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvLine, type CsvValue } from '../../contract/csv';

/** A record's value as a cell: numbers stay numbers, anything nested is its JSON. */
const cellOf = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The rows as CSV text: a byte order mark, a header of every field the rows have, a line per row. */
export function recordsCsv(records: readonly RaRecord[]): string {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return `\uFEFF${csvLine(fields)}${records.map((record) => csvLine(fields.map((field) => cellOf(record[field])))).join('')}`;
}

/**
 * The console lists' Export button: react-admin's own exporter (jsonexport) would write a club's name
 * or an audit line starting with = as a formula, so the console writes its CSV through the one CSV
 * helper (contract/csv.ts), as every CSV of the product is written.
 */
export const consoleExporter: Exporter = (records: RaRecord[], _fetchRelated, _dataProvider, resource) => {
  downloadCSV(recordsCsv(records), resource ?? 'export');
};
