import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointAddress } from '../../contract/endpointAddresses';
import { call, type CallInput } from './call';
import type { WebEndpoint } from './endpoints';
import { readsOf } from './reads';

/**
 * What a write changes: an entry of the table (every read of it, whatever it asked) or a react-admin
 * resource by its name (its lists and records: react-admin keys them by the resource's name).
 */
export type Changed = EndpointAddress | string;

const keyOfChanged = (changed: Changed) => (typeof changed === 'string' ? [changed] : readsOf(changed));

/** Reads again what a write changed: the one way a page says so (also for react-admin's own writes). */
export const useReadAgain = () => {
  const queryClient = useQueryClient();
  return (changed: readonly Changed[]) => Promise.all(changed.map((one) => queryClient.invalidateQueries({ queryKey: keyOfChanged(one) }))).then(() => undefined);
};

export type WriteOptions<Answer, Input> = Omit<UseMutationOptions<Answer, Error, Input>, 'mutationFn'> & {
  /** The entries (and resources) whose answers the write changes: read again once it is done, or refused. */
  invalidates?: readonly Changed[];
};

/**
 * A write by entry: `const save = useWrite(endpoints.masterDataSaveSkills, { invalidates: [endpoints.masterDataGetSkills] })`,
 * then `save.mutate({ body })`. react-query's useMutation (its `isPending` locks the button) over
 * `call`; a refused save (`saved`, isSucceeded false) is its error. What it changed is read again
 * before its own onSettled runs, also after a failure (the page may have shown something stale).
 */
export function useWrite<Answer>(endpoint: WebEndpoint<Answer>, options: WriteOptions<Answer, CallInput> = {}) {
  const readAgain = useReadAgain();
  const { invalidates = [], onSettled, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (input: CallInput) => call(endpoint, input),
    onSettled: async (...settled) => {
      await readAgain(invalidates);
      await onSettled?.(...settled);
    },
  });
}
