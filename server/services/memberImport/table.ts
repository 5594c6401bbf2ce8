import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_MAX_BYTES, IMPORT_MAX_CELL_CHARS, IMPORT_MAX_ROWS } from '../../../contract/importFields.js';
import type { KeyedMessage } from '../../../contract/serverMessages.js';
import { keyed, Refusal } from '../../domain/refusal.js';
import { readInThread } from './readingThreads.js';
import { ArchiveRefused, isWorkbookPart, storedZip, unpackWithinBounds, zipDirectory } from './xlsxArchive.js';

/**
 * A file of members read into a table: the header row and the cells of every row after it, as text.
 * `.csv` (comma or semicolon, UTF-8 or Windows-1252) and `.xlsx` (the first sheet). Anything else, or a
 * file over the limits, is an ImportFileError (400) whose sentence the manager can act on.
 */
export interface ImportTable {
  headers: string[];
  rows: string[][];
}

export class ImportFileError extends Refusal {
  constructor(message: KeyedMessage) {
    super(400, [message]);
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Bytes no text file has: NUL and the control characters other than tab, line feed and carriage return. */
const BINARY_BYTE = /[\x00-\x08\x0e-\x1a\x1c-\x1f]/;

const NOT_A_TABLE = keyed('importNotATable');
const tooManyRows = (rows: number) => keyed('importTooManyRows', { rows: String(rows), limit: String(IMPORT_MAX_ROWS) });
const NO_ROWS = keyed('importNoRows');
const TOO_LARGE = keyed('importTooLarge');
const TOO_LARGE_UNPACKED = keyed('importTooLargeUnpacked');

const isXlsx = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_MAGIC);

/**
 * The file read into a table, in a reading thread (readingThreads.ts), off the path of other requests.
 * For an .xlsx the archive's directory is checked here first, so a zip bomb is refused at once, before
 * anything is inflated or a thread is asked.
 */
export async function readImportTable(bytes: Buffer): Promise<ImportTable> {
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError(TOO_LARGE);
  if (isXlsx(bytes)) checkedDirectory(bytes);
  const answer = await readInThread<ImportTable>(bytes, TOO_LARGE_UNPACKED);
  if ('refused' in answer) throw new ImportFileError(answer.refused);
  return answer.table;
}

/** The reading itself, in the thread that runs it (tableWorker.ts); exported for it alone. */
export async function readImportTableHere(bytes: Buffer): Promise<ImportTable> {
  const grid = isXlsx(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  return toTable(grid);
}

/** The workbook's directory, before anything is inflated: a bomb or a broken archive is refused here. */
function checkedDirectory(bytes: Buffer) {
  try {
    return zipDirectory(bytes);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw new ImportFileError(error.problem === 'tooLargeInflated' ? TOO_LARGE_UNPACKED : NOT_A_TABLE);
    throw new ImportFileError(NOT_A_TABLE);
  }
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  let data: unknown[][];
  try {
    const parts = unpackWithinBounds(bytes, checkedDirectory(bytes).filter(isWorkbookPart));
    data = (await readSheet(storedZip(parts))) as unknown[][];
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if (error instanceof ArchiveRefused && error.problem === 'tooLargeInflated') throw new ImportFileError(TOO_LARGE_UNPACKED);
    throw new ImportFileError(NOT_A_TABLE);
  }
  return data.map((row) => row.map(cellText));
}

/** An .xlsx cell as text: a date as yyyy-mm-dd (read-excel-file answers Date objects for date cells). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/** UTF-8 when the bytes are valid UTF-8 (with or without a BOM); otherwise Windows-1252 (Excel's "CSV" on Windows). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): string[][] {
  if (BINARY_BYTE.test(bytes.subarray(0, 64 * 1024).toString('latin1'))) throw new ImportFileError(NOT_A_TABLE);
  const text = decode(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // The separator is the one the header row uses most: Dutch Excel writes semicolons.
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    // csv-parse, kept over a reader of our own: measured on 5,000 Sportlink rows it takes 50–170 ms of a
    // preview that answers in well under 2 s, and it knows the corners of the format (quotes over lines,
    // BOM, every line ending) a spreadsheet may write.
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch {
    throw new ImportFileError(NOT_A_TABLE);
  }
}

/**
 * The header row and the rows after it, each as many trimmed cells as there are headers; rows with
 * nothing in them are left out. One pass, and a row of the right length already trimmed (as the CSV
 * reader gives them) is kept as it is rather than copied.
 */
function toTable(grid: string[][]): ImportTable {
  const isFilled = (row: string[]) => row.some((cell) => cell.trim() !== '');
  const first = grid.findIndex(isFilled);
  if (first < 0) throw new ImportFileError(NO_ROWS);
  const headers = grid[first]!.map((cell, index) => cut(cell.trim()) || `(${index + 1})`);
  if (headers.filter((cell) => !/^\(\d+\)$/.test(cell)).length < 2) throw new ImportFileError(NOT_A_TABLE);
  const width = headers.length;
  const rows: string[][] = [];
  for (let index = first + 1; index < grid.length; index++) {
    const row = grid[index]!;
    if (!isFilled(row)) continue;
    const kept = row.length === width && row.every((cell) => cell.length <= IMPORT_MAX_CELL_CHARS && (cell.length === 0 || cell.trim() === cell));
    rows.push(kept ? row : fitted(row, width));
  }
  if (rows.length === 0) throw new ImportFileError(NO_ROWS);
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError(tooManyRows(rows.length));
  return { headers, rows };
}

/** A row cut or padded to the headers' count, its cells trimmed and cut to IMPORT_MAX_CELL_CHARS. */
function fitted(row: string[], width: number): string[] {
  const cells: string[] = new Array(width);
  for (let index = 0; index < width; index++) cells[index] = cut((row[index] ?? '').trim());
  return cells;
}

/** A cell no longer than IMPORT_MAX_CELL_CHARS: a longer one keeps its start and ends in an ellipsis. */
const cut = (cell: string) => (cell.length > IMPORT_MAX_CELL_CHARS ? `${cell.slice(0, IMPORT_MAX_CELL_CHARS - 1)}…` : cell);
