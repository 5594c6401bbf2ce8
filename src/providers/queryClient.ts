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

/**
 * react-admin's sign-in check as its pages ask for it (`<Authenticated>` without parameters: ra-core's
 * useAuthState keys it ['auth', 'checkAuth', params]). Answered in advance, the check's first render
 * is already "signed in".
 */
const SIGN_IN_CHECK = ['auth', 'checkAuth', {}];

/**
 * Records in a new cache that the person is signed in, when the auth provider knows it without asking
 * (a sign-in on this page): the layout and the overview then draw at once, not the managers' shell
 * first while a check that cannot fail runs (issue 26, sign-in to figures). The check still runs
 * again in the background, as react-admin does on every page.
 */
export const markSignedIn = (queryClient: QueryClient) => {
  queryClient.setQueryData(SIGN_IN_CHECK, true);
};
