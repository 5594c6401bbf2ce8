import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
const br = promisify(brotliCompress);
const rows = Array.from({ length: 526 }, (_, i) => ({ id: crypto.randomUUID(), teamName: `Team ${i}`, division: `Klasse ${i % 6}`, logoClub: null, totalTrainer: 2, topTrainerId: crypto.randomUUID(), topTrainerName: `Jan de Vries ${i}`, topTrainerPicture: null, overallProgress: i % 100, totalPlayer: 19 }));
const json = Buffer.from(JSON.stringify(rows));
const params = (q: number) => ({ [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: json.length });
for (const q of [1, 4]) {
  for (const chunk of [undefined, 1 << 20]) {
    const opts = { params: params(q), ...(chunk ? { chunkSize: chunk } : {}) };
    for (let i = 0; i < 20; i++) await br(json, opts);
    let t0 = performance.now();
    for (let i = 0; i < 200; i++) await br(json, opts);
    const seq = (performance.now() - t0) / 200;
    t0 = performance.now();
    await Promise.all(Array.from({ length: 10 }, async () => { for (let i = 0; i < 40; i++) await br(json, opts); }));
    const par = (performance.now() - t0) / 400;
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < 100; i++) await br(json, opts);
    const cpu = process.cpuUsage(cpu0);
    console.log(`q${q} chunk ${chunk ?? 'default'}: seq ${seq.toFixed(3)} ms, x10 ${par.toFixed(3)} ms, cpu ${((cpu.user + cpu.system) / 1000 / 100).toFixed(3)} ms, size ${(await br(json, opts)).length} of ${json.length}`);
  }
  let t0 = performance.now(); for (let i = 0; i < 200; i++) brotliCompressSync(json, { params: params(q) }); console.log(`q${q} sync ${((performance.now() - t0) / 200).toFixed(3)}`);
}
