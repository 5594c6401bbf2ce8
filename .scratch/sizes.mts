import { brotliCompressSync, constants } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database.js';
import { serveOnLoopback, signedInHeaders } from '../server/scripts/benchInProcess.js';
import { BENCH_MANAGER } from '../server/scripts/benchClub.js';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/probe10k' });
const server = await serveOnLoopback(database, { keptAnswersBytes: 0 });
const headers = { ...(await signedInHeaders(server.base, BENCH_MANAGER.email, BENCH_MANAGER.password)), 'accept-encoding': 'identity' };
const season = 'e1f69aac-b1dd-4423-8638-659f3dc88f47';
for (const path of [`/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${season}`, `/api/team/GetTeamOverviewByClubId?clubSeasonId=${season}`, '/api/Player/GetPlayerDetailByIdBySeason?userId=97df1741-ad7f-4685-85dc-68d705d5a17e&clubSeasonId=' + season]) {
  const json = Buffer.from(await (await fetch(server.base + path, { headers })).arrayBuffer());
  const row = [path.split('?')[0], json.length];
  for (const q of [1, 4]) {
    const t0 = performance.now();
    const out = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
    row.push(`q${q} ${out.length} B ${(performance.now() - t0).toFixed(2)} ms`);
  }
  console.log(row.join(' | '));
}
await server.app.close(); await database.close();
