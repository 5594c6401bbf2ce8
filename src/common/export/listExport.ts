import { csvLine, type CsvValue } from '../../../contract/csv';

/**
 * The lists' exports (issue 14): a list's visible columns and rows as CSV or Excel (.xlsx), in the
 * page's language. One place for both formats, so every list exports the same way:
 * - CSV: UTF-8 with a byte order mark (Excel otherwise reads it as the system's code page), comma
 *   separated, fields quoted when they hold a comma, quote or line break, and text that starts like a
 *   formula (=, +, -, @, tab, CR) written with a ' before it (contract/csv.ts); dates as yyyy-MM-dd and
 *   numbers with a dot, so any tool reads them as values whatever its language. Streamed: written a
 *   thousand rows at a time into the download's Blob, so a list of many thousands of rows is never one
 *   string in the page's memory (the browser keeps a large Blob outside it, on disk if need be);
 * - xlsx: Date cells and numbers (never text), a bold header row, and the filters on screen on a
 *   second sheet. The xlsx writer is loaded only when someone exports (a dynamic import: its own chunk). Built
 *   whole: an xlsx is a zip that cannot be handed over before its sheet is complete (the server's
 *   season export streams; see docs/decisions.md).
 */

/** A cell: a Date (a calendar day), a number, text, or nothing. */
export type ExportValue = string | number | Date | null | undefined;

/** A column as the list shows it: its header (translated) and its value for a row. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => ExportValue;
}

/** A filter on screen: its name and the value chosen (translated). */
export interface ExportFilter {
  label: string;
  value: string;
}

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportTable<Row> {
  /** The sheet's name and the start of the file name. */
  title: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
  filters?: ExportFilter[];
  /** The page's language, for the date format the xlsx cells show. */
  locale?: string;
  /** The name of the xlsx sheet that lists the filters (translated). */
  filtersSheet?: string;
}

/**
 * The calendar day an API date means, as a Date at midnight UTC (what a spreadsheet's date cell is).
 * 'yyyy-MM-dd' is that day; a timestamp is the day it is on this computer, as the screen shows it.
 * Nothing for no date or a date that does not parse.
 */
export function exportDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** A number the API sends as text ('7.50'); nothing for no number. */
export function exportNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A date as its calendar day; the rest as it is. */
const csvValue = (value: ExportValue): CsvValue => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** Rows per piece of a streamed CSV: small enough to keep the page's memory flat, big enough to be quick. */
export const CSV_ROWS_PER_PIECE = 1000;

/** One CSV line, through the one CSV helper (contract/csv.ts: quoting, and text a spreadsheet would run as a formula written as text). */
const exportLine = (values: ExportValue[]) => csvLine(values.map(csvValue), ',');

/** The table as CSV, piece by piece: the byte order mark and the header line, then up to CSV_ROWS_PER_PIECE rows a piece. */
export function* csvPieces<Row>({ columns, rows }: ExportTable<Row>): Generator<string> {
  yield `\uFEFF${exportLine(columns.map((column) => column.header))}`;
  for (let start = 0; start < rows.length; start += CSV_ROWS_PER_PIECE) {
    yield rows
      .slice(start, start + CSV_ROWS_PER_PIECE)
      .map((row) => exportLine(columns.map((column) => column.value(row))))
      .join('');
  }
}

/** The table as CSV text, starting with the byte order mark. */
export function toCsv<Row>(table: ExportTable<Row>): string {
  return [...csvPieces(table)].join('');
}

/** The table as a stream of CSV bytes (UTF-8), a piece each time the reader asks for more. */
export function csvStream<Row>(table: ExportTable<Row>): ReadableStream<Uint8Array> {
  const pieces = csvPieces(table);
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const piece = pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
  });
}

const DATE_FORMATS: Record<string, string> = { en: 'dd/mm/yyyy', nl: 'dd-mm-yyyy' };

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** A cell of the written sheet: dates carry the page language's date format. */
const xlsxCell = (value: ExportValue, dateFormat: string) => (value instanceof Date ? { value, type: Date, format: dateFormat } : (value ?? null));

/**
 * The table as an .xlsx workbook (its bytes), written by write-excel-file: a few kilobytes loaded
 * when someone exports, where a full workbook library (exceljs, kept for the server's season export)
 * would be a quarter of a megabyte in the browser.
 */
export async function toXlsx<Row>({ title, columns, rows, filters = [], locale = 'en', filtersSheet = 'Filters' }: ExportTable<Row>): Promise<ArrayBuffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const dateFormat = DATE_FORMATS[locale] ?? DATE_FORMATS.en!;
  const values = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) => {
    const longest = Math.max(column.header.length, ...values.map((cells) => (cells[index] instanceof Date ? 10 : String(cells[index] ?? '').length)));
    return { width: Math.min(60, Math.max(10, longest + 2)) };
  });
  const list = {
    sheet: sheetName(title),
    data: [columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })), ...values.map((cells) => cells.map((value) => xlsxCell(value, dateFormat)))],
    columns: widths,
    stickyRowsCount: 1,
  };
  const filterSheet = {
    sheet: sheetName(filtersSheet),
    data: filters.map((filter) => [{ value: filter.label, fontWeight: 'bold' as const }, filter.value]),
    columns: [{ width: 24 }, { width: 30 }],
  };
  const blob = await writeXlsxFile(filters.length > 0 ? [list, filterSheet] : [list]).toBlob();
  return blob.arrayBuffer();
}

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file name: the title and the filter values, without characters file systems refuse. */
export function exportFileName(title: string, filters: ExportFilter[] = [], format: ExportFormat): string {
  const parts = [title, ...filters.map((filter) => filter.value)].filter(Boolean);
  return `${parts.join(' - ').replace(/[\\/]/g, '-').replace(/[:*?"<>|]/g, ' ').trim()}.${format}`;
}

/** The table as a file in the given format. */
export async function exportFile<Row>(format: ExportFormat, table: ExportTable<Row>): Promise<{ blob: Blob; fileName: string }> {
  // The CSV stream is read into a Blob by the browser (new Response(stream).blob()), piece by piece.
  const content = format === 'csv' ? await new Response(csvStream(table)).blob() : await toXlsx(table);
  return { blob: new Blob([content], { type: MIME[format] }), fileName: exportFileName(table.title, table.filters, format) };
}
