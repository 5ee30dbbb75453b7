import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useErrorDialog } from '../components/feedback';
import { useAuth } from '../lib/auth/auth-provider';
import { UnauthenticatedError } from '../lib/errors';
import { createAppQueryClient } from '../lib/query-client';

/**
 * What happens to a call that failed and that its screen does not handle: SPEC §8's "Hata!" dialog,
 * and for a 401 also a sign-out here, so guarded pages send the visitor to sign-in instead of failing again.
 */
export function useFailedCallHandler(): (error: unknown) => void {
  const { showError } = useErrorDialog();
  const { sessionExpired } = useAuth();
  return useCallback(
    (error: unknown) => {
      if (error instanceof UnauthenticatedError) sessionExpired();
      showError(error);
    },
    [showError, sessionExpired],
  );
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const onFailedCall = useFailedCallHandler();
  const [queryClient] = useState(() => createAppQueryClient(onFailedCall));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
