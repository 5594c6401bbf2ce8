import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * The cache of every read (resources and custom dataProvider methods). An HTTP answer is final: a
 * 4xx will not change and a 503 carries the spec's sentence at once; only a failed connection is
 * tried again (twice). Writes refresh what they change by invalidating its queries.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => !(error instanceof HttpError) && failures < 2 },
    },
  });
