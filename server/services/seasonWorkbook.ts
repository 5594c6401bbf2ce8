import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportedReport, SeasonExport } from '../repositories/seasonExport.js';

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
    byTeam.set(team, [...(byTeam.get(team) ?? []), report]);
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
        for (const report of byTeam.get(teams[index]!) ?? []) {
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
