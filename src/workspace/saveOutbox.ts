import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import type { SaveReportRequest } from '../../contract/reportWriting';
import { session } from '../providers/session';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';

/** Where the saves not sent yet are kept: on the device, so they outlive a lost connection and a closed tab. */
export const OUTBOX_KEY = 'touchline.workspace.unsentSaves';
/** How often sending is tried again while saves wait (besides the browser's 'online' event). */
export const RETRY_MS = 10_000;

export interface OutboxEntry {
  id: string;
  /** The trainer who made the change: only their session sends it. */
  userId: string;
  payload: SaveReportRequest;
}

/** A save the server refused (a wrong value, a report completed meanwhile): dropped, with the server's reason. */
export interface RefusedSave {
  reportId: string;
  message: string;
}

export interface OutboxState {
  /** The signed-in trainer's saves not sent yet, oldest first. */
  unsent: OutboxEntry[];
  sending: boolean;
  /** The last try could not reach the server. */
  offline: boolean;
  refused: RefusedSave | null;
}

/**
 * Trainers score at the pitch side, where the connection comes and goes. Every save of a report
 * (SaveReport) goes through this outbox: it is written to localStorage first, then sent, one at a
 * time and in the order made; it leaves the outbox only when the server has it. When the server
 * cannot be reached the saves wait and are sent when the connection returns. Replaying a save that
 * did arrive is harmless: the server's save is partial and idempotent.
 */
export function createSaveOutbox({
  send = async (body) => void (await call(endpoints.reportSaveReport, { body })),
  storage = () => localStorage,
  currentUser = () => session.getUserId(),
  retryMs = RETRY_MS,
}: {
  send?: (payload: SaveReportRequest) => Promise<void>;
  storage?: () => Storage;
  currentUser?: () => string | null;
  retryMs?: number;
} = {}) {
  const listeners = new Set<() => void>();
  let sending = false;
  let offline = false;
  let refused: RefusedSave | null = null;
  let draining: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let snapshot: OutboxState | null = null;

  const readAll = (): OutboxEntry[] => {
    try {
      const stored = JSON.parse(storage().getItem(OUTBOX_KEY) ?? '[]') as unknown;
      return Array.isArray(stored) ? (stored as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  };
  const writeAll = (entries: OutboxEntry[]) => {
    if (entries.length === 0) storage().removeItem(OUTBOX_KEY);
    else storage().setItem(OUTBOX_KEY, JSON.stringify(entries));
  };
  const mine = () => readAll().filter((entry) => entry.userId === currentUser());
  const changed = () => {
    snapshot = null;
    for (const listener of listeners) listener();
  };

  /** Not the network: the server answered and will answer the same again (4xx but an expired sign-in or 'too many'). */
  const isRefusal = (error: unknown) =>
    error instanceof HttpError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

  const scheduleRetry = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void drain(), retryMs);
  };

  /** Sends the waiting saves of the signed-in trainer in order, until none is left or the server cannot be reached. */
  const sendAll = async () => {
    sending = true;
    changed();
    try {
      for (;;) {
        const next = mine()[0];
        if (!next) {
          offline = false;
          return;
        }
        try {
          await send(next.payload);
          offline = false;
        } catch (error) {
          if (!isRefusal(error)) {
            offline = true;
            scheduleRetry();
            return;
          }
          refused = { reportId: next.payload.reportId, message: error instanceof Error ? error.message : '' };
        }
        writeAll(readAll().filter((entry) => entry.id !== next.id));
        changed();
      }
    } finally {
      sending = false;
      changed();
    }
  };

  /** One sending run at a time; resolves when it ends. */
  function drain(): Promise<void> {
    draining ??= sendAll().finally(() => {
      draining = null;
      // A save kept while the run was ending is sent by a new run.
      if (!offline && mine().length > 0) void drain();
    });
    return draining;
  }

  return {
    /** Keeps a save on the device at once, then sends what waits. */
    enqueue(payload: SaveReportRequest): Promise<void> {
      const userId = currentUser();
      if (!userId) return Promise.resolve();
      if (refused?.reportId === payload.reportId) refused = null;
      writeAll([...readAll(), { id: crypto.randomUUID(), userId, payload }]);
      changed();
      return drain();
    },
    drain,
    state(): OutboxState {
      snapshot ??= { unsent: mine(), sending, offline, refused };
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SaveOutbox = ReturnType<typeof createSaveOutbox>;

/** How many reports have changes waiting in the outbox. */
export const unsentReportCount = (unsent: OutboxEntry[]): number => new Set(unsent.map((entry) => entry.payload.reportId)).size;

/** The outbox of this browser tab. */
export const saveOutbox = createSaveOutbox();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void saveOutbox.drain());
  // Another tab of the same trainer changed the stored saves.
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY) void saveOutbox.drain();
  });
}

/** The outbox's state, kept current in a component. */
export const useSaveOutbox = (outbox: SaveOutbox = saveOutbox): OutboxState =>
  useSyncExternalStore(outbox.subscribe, outbox.state);
