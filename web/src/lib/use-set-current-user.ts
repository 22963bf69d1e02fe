import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { User } from '@/api/types';
import { currentUserQueryOptions } from '@/lib/calls/user';
import { useAppStore } from '@/stores/app-store';

/** Stores the signed-in user as the server answered a change to it: in the app store (the top
 *  bar and the pages read it there) and as the cached GET /user, so both show it at once. */
export function useSetCurrentUser(): (user: User) => void {
  const queryClient = useQueryClient();
  const setMe = useAppStore((state) => state.setMe);
  return useCallback(
    (user: User) => {
      setMe(user);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
    [queryClient, setMe],
  );
}
