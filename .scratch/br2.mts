import { brotliCompress, gzip, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database.js';
import { teamOverview } from '../server/repositories/teams.js';
const br = promisify(brotliCompress); const gz = promisify(gzip);
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/probe10k' });
const json = Buffer.from(JSON.stringify(await teamOverview(database.db, '29e56224-029a-44b3-9272-6b0255350829', 'e1f69aac-b1dd-4423-8638-659f3dc88f47')));
await database.close();
const measure = async (label: string, f: () => Promise<Buffer>) => {
  for (let i = 0; i < 20; i++) await f();
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 200; i++) await f();
  const cpu = process.cpuUsage(cpu0);
  console.log(`${label.padEnd(12)} wall ${((performance.now() - t0) / 200).toFixed(3)} ms cpu ${((cpu.user + cpu.system) / 1000 / 200).toFixed(3)} ms size ${(await f()).length} (json ${json.length})`);
};
for (const q of [1, 2, 3, 4, 5]) await measure(`br q${q}`, () => br(json, { chunkSize: json.length, params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }));
for (const l of [1, 6]) await measure(`gzip ${l}`, () => gz(json, { chunkSize: json.length, level: l }));
