import { constants, crc32, deflateRawSync, deflateSync, inflateRawSync } from 'node:zlib';
import writeExcelFile from 'write-excel-file/node';

/**
 * Files built to take a server down, for the tests (test/server/calls/uploadBombs.test.ts) and the bench
 * (benchBodies.ts). Workbooks that are "zip bombs", built the way an attacker builds them: a real .xlsx whose sheet is
 * replaced by a part that inflates to `inflatedMiB` mebibytes from about a kilobyte per mebibyte.
 * `declared` is the size the archive's directory promises for that part: the truth, or a lie that a
 * reader trusting the directory would believe.
 */
export async function xlsxBomb(inflatedMiB: number, declared: 'truth' | 'lie'): Promise<Buffer> {
  const workbook = await writeExcelFile([[{ value: 'Naam' }, { value: 'E-mail' }], [{ value: 'Bram' }, { value: 'bram@bom.club' }]]).toBuffer();
  const parts = partsOf(Buffer.from(workbook));
  const sheet = [...parts.keys()].find((name) => /worksheets\/sheet1\.xml$/.test(name))!;
  // One mebibyte of the same byte, deflated with a full flush (a block that does not end the stream and
  // leaves no history behind), repeated, and closed with an empty last block: a valid deflate stream.
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const last = deflateRawSync(Buffer.alloc(0));
  const deflated = Buffer.concat([...Array.from({ length: inflatedMiB }, () => block), last]);
  const inflatedSize = inflatedMiB * 1024 * 1024;
  const entries = [...parts].map(([name, data]) =>
    name === sheet
      ? { name, deflated, crc: 0, declaredSize: declared === 'truth' ? Math.min(inflatedSize, 0xfffffffe) : 4096 }
      : { name, deflated: deflateRawSync(data), crc: crc32(data), declaredSize: data.length });
  return zipOf(entries);
}

/** The parts of a zip archive, inflated (for the small, trusted archives the tests build themselves). */
function partsOf(zip: Buffer): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    parts.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

interface BombEntry { name: string; deflated: Buffer; crc: number; declaredSize: number }

function zipOf(entries: BombEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = (signature: number, size: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}

/**
 * A PNG "pixel bomb": `side` × `side` grey pixels, valid and complete, a few hundred kB on disk and
 * side² bytes once decoded (16,000² is 256 MB for one channel; a decoder with alpha takes more).
 */
export function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Rows of a filter byte and `side` zeros, 100 rows per full-flush block, the block repeated.
  const rowsPerBlock = 100;
  const block = deflateSync(Buffer.alloc((side + 1) * rowsPerBlock), { finishFlush: constants.Z_FULL_FLUSH });
  // deflateSync writes a zlib header first: keep it once, then the raw blocks, then an empty last block and the checksum.
  const raw = deflateRawSync(Buffer.alloc((side + 1) * rowsPerBlock), { finishFlush: constants.Z_FULL_FLUSH });
  const inflated = (side + 1) * side;
  const blocks = Array.from({ length: side / rowsPerBlock }, () => raw);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32OfZeros(inflated));
  const stream = Buffer.concat([block.subarray(0, 2), ...blocks, deflateRawSync(Buffer.alloc(0)), adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', stream), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Adler-32 of `length` zero bytes: a stays 1, b adds 1 per byte. */
function adler32OfZeros(length: number): number {
  const b = length % 65521;
  return ((b << 16) | 1) >>> 0;
}
