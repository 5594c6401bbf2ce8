import { crc32, inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_INFLATED_BYTES } from '../../../contract/importFields.js';

/**
 * An .xlsx workbook is a zip archive of XML parts. A zip can promise small parts and inflate to
 * gigabytes (a "zip bomb": 1 MB that inflates to 1 GiB), so the archive is checked before anything is
 * inflated, and inflated only within bounds:
 *
 * 1. `zipDirectory` reads the central directory (the archive's table of contents at its end) without
 *    inflating anything, and refuses an archive whose parts together promise more than
 *    IMPORT_MAX_INFLATED_BYTES, that has too many parts, is encrypted or needs zip64 (no members export
 *    under 10 MB does). This is cheap and runs on the request's thread: a bomb is refused at once.
 * 2. `unpackWithinBounds` inflates each part it is asked for with zlib's `maxOutputLength` set to the
 *    size the directory promised, so a part that lies about its size stops at that size and the archive
 *    is refused; what it gives back is bounded by what step 1 allowed.
 * 3. `storedZip` writes the checked parts into a fresh archive without compression. The spreadsheet
 *    reader reads that one, never the upload: a streaming zip reader walks the local headers, which a
 *    crafted archive can make disagree with its directory, so only the parts checked here reach it.
 */

export type ArchiveProblem = 'notAnArchive' | 'tooLargeInflated';

export class ArchiveRefused extends Error {
  constructor(readonly problem: ArchiveProblem, detail: string) {
    super(detail);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  inflatedSize: number;
  localHeaderOffset: number;
}

/** More parts than any workbook of members has (Excel writes about a dozen, plus one per sheet). */
const MAX_ENTRIES = 1000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ZIP64_MARK = 0xffffffff;

const notAnArchive = (detail: string) => new ArchiveRefused('notAnArchive', detail);

/** The archive's table of contents, refused when it promises more than the bounds allow. */
export function zipDirectory(bytes: Buffer): ZipEntry[] {
  // The end-of-directory record is the last 22 bytes, followed by a comment of at most 64 kB.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) { end = at; break; }
  }
  if (end < 0) throw notAnArchive('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw notAnArchive('zip64');
  if (count > MAX_ENTRIES) throw new ArchiveRefused('tooLargeInflated', `${count} parts`);
  if (directoryOffset + directorySize > end) throw notAnArchive('directory outside the file');

  const entries: ZipEntry[] = [];
  let inflatedTotal = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notAnArchive('broken directory');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const inflatedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 0x1) throw notAnArchive('encrypted');
    if (compressedSize === ZIP64_MARK || inflatedSize === ZIP64_MARK || localHeaderOffset === ZIP64_MARK) throw notAnArchive('zip64');
    if (method !== STORED && method !== DEFLATED) throw notAnArchive(`compression method ${method}`);
    inflatedTotal += inflatedSize;
    if (inflatedTotal > IMPORT_MAX_INFLATED_BYTES) {
      throw new ArchiveRefused('tooLargeInflated', `the parts inflate to more than ${IMPORT_MAX_INFLATED_BYTES} bytes`);
    }
    entries.push({ name, method, compressedSize, inflatedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The named parts inflated, each stopped at the size the directory promised for it. */
export function unpackWithinBounds(bytes: Buffer, entries: ZipEntry[]): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw notAnArchive(`no local header for ${entry.name}`);
    const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw notAnArchive(`${entry.name} is cut short`);
    let inflated: Buffer;
    if (entry.method === STORED) {
      inflated = Buffer.from(data);
    } else {
      try {
        // One byte more than promised is enough to know the part lied; zlib stops there.
        inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.inflatedSize + 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new ArchiveRefused('tooLargeInflated', `${entry.name} inflates beyond the size it promised`);
        }
        throw notAnArchive(`${entry.name} does not inflate`);
      }
    }
    if (inflated.length !== entry.inflatedSize) {
      throw new ArchiveRefused(inflated.length > entry.inflatedSize ? 'tooLargeInflated' : 'notAnArchive', `${entry.name} is not the size it promised`);
    }
    parts.set(entry.name, inflated);
  }
  return parts;
}

/** A zip archive of the given parts, stored without compression (what the spreadsheet reader reads). */
export function storedZip(parts: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(STORED, 10);
    entry.writeUInt32LE(checksum, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The parts a spreadsheet reader needs: the XML and the relations, not pictures or printer settings. */
export const isWorkbookPart = (entry: ZipEntry) => /\.(xml|rels)$/i.test(entry.name) && !entry.name.endsWith('/');
