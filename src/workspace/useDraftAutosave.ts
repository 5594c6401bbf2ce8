import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveReportRequest } from '../../contract/reportWriting';

/** How long the form waits after the last change before it saves (a slider drag is many changes). */
export const AUTOSAVE_DELAY_MS = 700;

export interface SkillDraft {
  score: number | null;
  comment: string;
}

/** saved: nothing waits; pending: changes wait for the pause; saving: a save is on its way; failed: the last save was refused or not sent. */
export type DraftSaveState = 'saved' | 'pending' | 'saving' | 'failed';

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

/**
 * Saves a report's draft by itself: changes are gathered and sent with SaveReport after a short
 * pause, one save at a time and in order. A save lists only what changed since the last one (the
 * server's save is partial and idempotent). A save that fails keeps its changes for the next try.
 * Leaving the page or hiding the tab sends what waits at once.
 */
export function useDraftAutosave(reportId: string, save: (payload: SaveReportRequest) => Promise<void>, delay = AUTOSAVE_DELAY_MS) {
  const pending = useRef<Pending>({ skills: new Map() });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<FlushResult>>(Promise.resolve({ saved: true }));
  const [state, setState] = useState<DraftSaveState>('saved');
  const [error, setError] = useState<unknown>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const hasPending = () => pending.current.skills.size > 0 || pending.current.feedback !== undefined;

  /** Sends what waits now; resolves with saved true when everything changed so far is saved, else with the failure. */
  const flush = useCallback((): Promise<FlushResult> => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(async (): Promise<FlushResult> => {
      if (!hasPending()) return { saved: true };
      const taken = pending.current;
      pending.current = { skills: new Map() };
      setState('saving');
      try {
        await saveRef.current(savePayload(reportId, taken));
        setError(undefined);
        setState(hasPending() ? 'pending' : 'saved');
        return { saved: !hasPending() };
      } catch (failure) {
        // Put the changes back under any made since (those are newer).
        for (const [skillId, draft] of taken.skills) if (!pending.current.skills.has(skillId)) pending.current.skills.set(skillId, draft);
        if (taken.feedback !== undefined && pending.current.feedback === undefined) pending.current.feedback = taken.feedback;
        setError(failure);
        setState('failed');
        return { saved: false, error: failure };
      }
    });
    return queue.current;
  }, [reportId]);

  const schedule = useCallback(() => {
    setState((current) => (current === 'saving' ? current : 'pending'));
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
    const sendWhenHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const sendNow = () => void flush();
    document.addEventListener('visibilitychange', sendWhenHidden);
    window.addEventListener('pagehide', sendNow);
    return () => {
      document.removeEventListener('visibilitychange', sendWhenHidden);
      window.removeEventListener('pagehide', sendNow);
      // Leaving the report (back to the players): what waits is sent now.
      void flush();
    };
  }, [flush]);

  return { state, error, changeSkill, changeFeedback, flush };
}
