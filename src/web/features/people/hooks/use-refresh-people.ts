import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { peopleQueryKeys } from '../api/get-people';

/** Refetches every cached people list and person page (after a vote, a rating or a new account). */
export function useRefreshPeople() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
    [queryClient],
  );
}
