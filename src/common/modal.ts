/** Modal timings of spec §4: transition 500 ms, backdrop 800 ms. Spread onto a MUI <Dialog>. */
export const MODAL_TRANSITION = {
  transitionDuration: 500,
  slotProps: { backdrop: { transitionDuration: 800 } },
} as const;
