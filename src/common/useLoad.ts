import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Runs `load` when the component mounts and whenever `deps` change; later answers replace earlier
 * ones, an answer for stale deps is dropped. Pass `enabled = false` to wait.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], enabled = true): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: undefined, isPending: enabled });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ ...previous, isPending: true }));
    load().then(
      (data) => current && setState({ data, error: undefined, isPending: false }),
      (error: unknown) => current && setState({ data: undefined, error, isPending: false }),
    );
    return () => {
      current = false;
    };
  }, [enabled, ...deps]);

  return state;
}
