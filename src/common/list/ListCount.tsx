import { useListContext } from 'react-admin';
import { CountBadge } from '../CountBadge';

/** The row-count badge of the list in context (every row is loaded: the total is the row count). */
export const ListCount = () => {
  const { total, isPending } = useListContext();
  return isPending ? null : <CountBadge count={total ?? 0} />;
};
