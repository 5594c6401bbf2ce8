import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { ExportedReport, SeasonExport } from '../repositories/reports/seasonExport.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADINGS = {
  en: { player: 'Player', trainer: 'Trainer', completed: 'Completed on', average: 'Report average', feedback: 'Feedback', noTeam: 'No team' },
  nl: { player: 'Speler', trainer: 'Trainer', completed: 'Afgerond op', average: 'Rapportgemiddelde', feedback: 'Feedback', noTeam: 'Geen team' },
} as const;

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
export function sheetNames(teams: string[]): string[] {
  const used = new Set<string>();
  return teams.map((team) => {
    const base = team.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || '-';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** Rows written before the writer lets the zip catch up, or waits for a slow download to take what is written. */
const ROWS_PER_TURN = 500;

/**
 * Backpressure: the workbook is zipped into `stream` as rows are committed, and the reply reads it. When
 * the reader is behind (its buffer full) the writer waits for it; otherwise it lets the zip compress
 * what is written before going on. So a large season is never held whole in memory as a workbook.
 */
async function letTheReaderCatchUp(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain) {
    // Until the reader drains the buffer, or goes away (a download cancelled: the reply destroys the stream).
    const stop = new AbortController();
    const happens = (event: string) => once(stream, event, { signal: stop.signal }).catch(() => undefined);
    await Promise.race([happens('drain'), happens('close')]);
    stop.abort();
  } else await nextTurn();
  if (stream.destroyed) throw new Error('The download was closed before the workbook was complete.');
}

/**
 * The whole-season workbook (issue 14): one sheet per team (the team a report was written in), one row
 * per completed report with every skill score, in the club's language. Dates are date cells and scores
 * numbers, so a spreadsheet can sort and compute with them. Written as a stream, row by row.
 */
export function seasonWorkbook(data: SeasonExport): Readable {
  const words = HEADINGS[data.language];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Touchline';

  const byTeam = new Map<string, ExportedReport[]>();
  for (const report of data.reports) {
    const team = report.teamName ?? words.noTeam;
    const reports = byTeam.get(team);
    if (reports) reports.push(report);
    else byTeam.set(team, [report]);
  }
  const teams = [...byTeam.keys()];
  const names = sheetNames(teams.length > 0 ? teams : [data.seasonName]);

  void (async () => {
    try {
      for (const [index, name] of names.entries()) {
        const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = [
          { header: words.player, width: 28 },
          { header: words.trainer, width: 28 },
          { header: words.completed, width: 14, style: { numFmt: 'yyyy-mm-dd' } },
          { header: words.average, width: 16, style: { numFmt: '0.00' } },
          ...data.skills.map((skill) => ({ header: skill.skillName, width: Math.max(10, skill.skillName.length + 2) })),
          { header: words.feedback, width: 60 },
        ];
        sheet.getRow(1).font = { bold: true };
        sheet.getRow(1).commit();
        for (const [n, report] of (byTeam.get(teams[index]!) ?? []).entries()) {
          if (n > 0 && n % ROWS_PER_TURN === 0) await letTheReaderCatchUp(stream);
          sheet.addRow([
            report.playerName,
            report.trainerName,
            new Date(report.completedAt),
            report.average,
            ...data.skills.map((skill) => report.scores[skill.skillId] ?? null),
            report.feedback ?? '',
          ]).commit();
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}

/** A Content-Disposition for a download whose name may hold any character (RFC 6266 with an ASCII fallback). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
