import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyles } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { Season } from '../../contract/schemas';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { ReportCard } from './ReportCard';

/** A card to print: the player, and the team to name on it (null: the player's current team). */
export interface CardRequest {
  userId: string;
  teamName?: string | null;
}

export interface ReportCardsPrintJobProps {
  /** The printout's name: the browser offers it as the PDF's file name. */
  title: string;
  season: Pick<Season, 'id' | 'seasonName' | 'startDate'>;
  players: CardRequest[];
  /** Called once the print dialog closed (afterprint), or with the error when a card could not be loaded. */
  onDone: (error?: unknown) => void;
}

/**
 * The print stylesheet of the report cards. While a print job is on the page, printing shows only the
 * cards: every other child of <body> (the app with its bar, menu, buttons and toasts; menus and dialogs
 * in their portals) is left out, the paper is A4, and each card starts on a new page. On screen the
 * cards stay hidden: the page the manager is on does not change.
 */
const PRINT_STYLES = `
  @page { size: A4; margin: 12mm; }
  @media screen { .report-card-sheet { display: none; } }
  @media print {
    html, body { background: #fff !important; }
    body > :not(.report-card-sheet) { display: none !important; }
    .report-card-sheet { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    .report-card-sheet .report-card + .report-card { break-before: page; }
  }
`;

const imagesLoaded = (root: HTMLElement) =>
  // A photo that fails to load is printed as its initial (the Avatar's fallback): never wait on it.
  Promise.allSettled([...root.querySelectorAll('img')].map((image) => (image.complete ? Promise.resolve() : image.decode())));

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Prints report cards (issue 14): loads each player's season details and development, puts the cards
 * on a print sheet beside the app (a portal into <body>), waits for their photos and logos, and opens
 * the browser's print dialog, where the manager prints them or saves them as one PDF. The player page
 * prints one card, the team page a card per player of the season: the same cards, the same sheet.
 */
export const ReportCardsPrintJob = ({ title, season, players, onDone }: ReportCardsPrintJobProps) => {
  const sheet = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const profiles = useQueries({
    queries: players.map(({ userId }) => ({
      ...(season.id
        ? read(endpoints.playerGetPlayerDetailByIdBySeason, { query: { userId, clubSeasonId: season.id } })
        : read(endpoints.playerGetPlayerDetailById, { query: { userId } })),
    })),
  });
  // The same query as the player page's Development section: the card reuses what the page loaded.
  const histories = useQueries({
    queries: players.map(({ userId }) => read(endpoints.playerGetPlayerHistory, { query: { userId } })),
  });
  const failure = [...profiles, ...histories].find((query) => query.error)?.error;
  // Printed as they are now: a card printed before is read again (a photo or a report may have changed since).
  const ready = !failure && [...profiles, ...histories].every((query) => query.isSuccess && !query.isFetching);

  useEffect(() => {
    if (failure) done.current(failure);
  }, [failure]);

  useEffect(() => {
    if (!ready || !sheet.current) return;
    let cancelled = false;
    const pageTitle = document.title;
    const afterPrint = () => done.current();
    void (async () => {
      await imagesLoaded(sheet.current!);
      // The fonts the cards are set in (absent where the document has no font loading, as in tests).
      await document.fonts?.ready;
      // Let the charts lay out before the page is printed.
      await nextFrame();
      if (cancelled) return;
      window.addEventListener('afterprint', afterPrint, { once: true });
      document.title = title;
      window.print();
    })();
    return () => {
      cancelled = true;
      window.removeEventListener('afterprint', afterPrint);
      document.title = pageTitle;
    };
  }, [ready, title]);

  if (!ready) return null;
  return createPortal(
    <div className="report-card-sheet" ref={sheet} data-cards={players.length}>
      <GlobalStyles styles={PRINT_STYLES} />
      {players.map((player, index) => (
        <ReportCard
          key={player.userId}
          profile={profiles[index]!.data!}
          history={histories[index]!.data}
          season={season}
          teamName={player.teamName === undefined ? profiles[index]!.data!.teamName : player.teamName}
        />
      ))}
    </div>,
    document.body,
  );
};
