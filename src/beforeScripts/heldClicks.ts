/**
 * Taps on a prerendered page held by its inline script (contract/earlyInput.ts, issue 42) until the
 * page is React's. No React here: heldSubmits.ts, which boot.ts loads first, ends the hold with its
 * own; the hook that makes a held tap again is useReplayHeldClick (earlySubmits.ts).
 */
import { HELD_INPUT_GLOBAL } from '../../contract/earlyInput';

/** What the inline script held; absent on a page React drew itself. */
interface HeldInput {
  clicks: string[];
  done: boolean;
}
const heldInput = (): HeldInput | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT_GLOBAL];

/** React is in charge of the page: taps are no longer held (heldSubmits.ts's markPageInCharge calls it). */
export function endClickHold(): void {
  const held = heldInput();
  if (held) held.done = true;
}

/** Whether the element `id` was tapped while held and waits to be made again. */
export const isClickHeld = (id: string): boolean => heldInput()?.clicks.includes(id) ?? false;

/** Whether the element `id` was tapped while held (and is no longer held). */
export function takeHeldClick(id: string): boolean {
  const clicks = heldInput()?.clicks;
  const index = clicks?.indexOf(id) ?? -1;
  if (index < 0) return false;
  clicks!.splice(index, 1);
  return true;
}
