import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { api, ApiError } from '@web/lib/api/client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/api/query-client';
import { clearStoredSession } from '@web/lib/session-storage';
import { paths } from '@web/paths';

/** Ends the session on the server (best effort), then forgets it in this browser and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/api/logout');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error('Logout failed');
    } finally {
      clearStoredSession();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      void navigate(paths.home);
    }
  }, [queryClient, navigate]);
}
