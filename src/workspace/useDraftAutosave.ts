import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveReportRequest } from '../../contract/reportWriting';
import { saveOutbox, useSaveOutbox, type SaveOutbox } from './saveOutbox';

/** How long the form waits after the last change before it saves (a slider drag is many changes). */
export const AUTOSAVE_DELAY_MS = 700;

export interface SkillDraft {
  score: number | null;
  comment: string;
}

/**
 * saved: the server has every change; pending: changes wait for the pause; saving: saves are on
 * their way; unsent: the server cannot be reached, the changes are kept on this device; failed: the
 * server refused a save (its changes are dropped, the reason is shown).
 */
export type DraftSaveState = 'saved' | 'pending' | 'saving' | 'unsent' | 'failed';

export interface FlushResult {
  saved: boolean;
  error?: unknown;
}

interface Pending {
  skills: Map<string, SkillDraft>;
  feedback?: string;
}

/** The SaveReport body of a set of changes: only the skills changed, the feedback only when it changed. */
export const savePayload = (reportId: string, changes: Pending): SaveReportRequest => {
  const payload: SaveReportRequest = { reportId };
  if (changes.feedback !== undefined) payload.feedback = changes.feedback.trim() ? changes.feedback : null;
  if (changes.skills.size > 0) {
    payload.skillReports = [...changes.skills].map(([skillId, { score, comment }]) => ({
      skillId,
      score,
      // The server keeps a comment only with a score; an empty one is no comment.
      comment: score !== null && comment.trim() ? comment : null,
    }));
  }
  return payload;
};

/** The flush of every report form on screen, so signing out can hand their waiting changes over first. */
const openDrafts = new Set<() => Promise<FlushResult>>();

/** Hands the changes still waiting in the open report forms to the outbox, and tries to send them. */
export async function handOverOpenDrafts(): Promise<void> {
  await Promise.all([...openDrafts].map((flush) => flush()));
}

/**
 * Saves a report's draft by itself: changes are gathered and, after a short pause, handed to the
 * outbox as one SaveReport listing only what changed (the server's save is partial and
 * idempotent). The outbox keeps them on the device until the server has them, so a change made
 * without a connection is sent when it returns. Leaving the page or hiding the tab hands over what
 * waits at once.
 */
export function useDraftAutosave(reportId: string, outbox: SaveOutbox = saveOutbox, delay = AUTOSAVE_DELAY_MS) {
  const pending = useRef<Pending>({ skills: new Map() });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);
  const sent = useSaveOutbox(outbox);

  const hasPending = () => pending.current.skills.size > 0 || pending.current.feedback !== undefined;

  /** Hands what waits to the outbox and sends; resolves with saved true when the server has every change of this report. */
  const flush = useCallback(async (): Promise<FlushResult> => {
    clearTimeout(timer.current);
    if (hasPending()) {
      const taken = pending.current;
      pending.current = { skills: new Map() };
      setWaiting(false);
      await outbox.enqueue(savePayload(reportId, taken));
    } else {
      await outbox.drain();
    }
    const { unsent, refused } = outbox.state();
    if (refused?.reportId === reportId) return { saved: false, error: new Error(refused.message) };
    return { saved: !unsent.some((entry) => entry.payload.reportId === reportId) };
  }, [reportId, outbox]);

  const schedule = useCallback(() => {
    setWaiting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delay);
  }, [flush, delay]);

  const changeSkill = useCallback(
    (skillId: string, draft: SkillDraft) => {
      pending.current.skills.set(skillId, draft);
      schedule();
    },
    [schedule],
  );

  const changeFeedback = useCallback(
    (feedback: string) => {
      pending.current.feedback = feedback;
      schedule();
    },
    [schedule],
  );

  useEffect(() => {
    // Saves left from an earlier visit (offline, or the tab closed) go first.
    void outbox.drain();
    const sendWhenHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const sendNow = () => void flush();
    document.addEventListener('visibilitychange', sendWhenHidden);
    window.addEventListener('pagehide', sendNow);
    openDrafts.add(flush);
    return () => {
      openDrafts.delete(flush);
      document.removeEventListener('visibilitychange', sendWhenHidden);
      window.removeEventListener('pagehide', sendNow);
      // Leaving the report (back to the players): what waits is handed over now.
      void flush();
    };
  }, [flush, outbox]);

  const unsent = sent.unsent.filter((entry) => entry.payload.reportId === reportId).length;
  const refused = sent.refused?.reportId === reportId ? sent.refused : null;
  const state: DraftSaveState = waiting
    ? 'pending'
    : refused
      ? 'failed'
      : unsent === 0
        ? 'saved'
        : sent.offline
          ? 'unsent'
          : 'saving';
  return { state, error: refused ? new Error(refused.message) : undefined, unsent, changeSkill, changeFeedback, flush };
}
