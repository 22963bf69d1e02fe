import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/api/query-keys';
import { pointsKeys, type PointsSummary } from '@/lib/calls/points';

import { boostPost } from '../api/feed';
import { replaceCachedPost } from '../lib/post-cache';

export type BoostInput = { amount: number; idempotencyKey: string };

/** Adds the caller's giving points to each receiver of a post; updates the card and the
 *  caller's balance from the answer, and refreshes the points and podium views. */
export function useBoostPost(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: BoostInput) =>
      boostPost(postId, amount, idempotencyKey),
    onSuccess: (result) => {
      replaceCachedPost(client, result.post);
      client.setQueryData<PointsSummary>(pointsKeys.summary(), (old) =>
        old ? { ...old, give_balance: result.give_balance } : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.points });
      void client.invalidateQueries({ queryKey: queryKeys.podium });
    },
  });
}
