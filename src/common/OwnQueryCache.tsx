import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../providers/queryClient';

/**
 * A query cache for a public page that reads the server: the public pages run without react-admin's
 * (App.tsx: the cache comes with the managers' app), so such a page brings one of its own.
 */
export const OwnQueryCache = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
