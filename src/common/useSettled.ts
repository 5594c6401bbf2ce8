import { useEffect, useState } from 'react';

/** Whether a promise has settled, either way; true at once when there is none. */
export const useSettled = (promise: Promise<unknown> | undefined): boolean => {
  const [settled, setSettled] = useState(!promise);
  useEffect(() => {
    let shown = true;
    const done = () => shown && setSettled(true);
    void promise?.then(done, done);
    return () => {
      shown = false;
    };
  }, [promise]);
  return settled;
};
