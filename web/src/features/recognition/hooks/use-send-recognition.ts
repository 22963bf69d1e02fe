import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { mediaKeys } from '@/lib/calls/media';
import { pointsKeys, type PointsSummary } from '@/lib/calls/points';

import { sendRecognition, type SendRecognitionRequest } from '../api/recognition';

export type SendInput = { body: SendRecognitionRequest; idempotencyKey: string };

/** Sends a recognition; on success the feed, points, podium and profiles reload so the new
 *  post shows at the top and the balances are current. Never retried (a mutation). When the
 *  chosen library picture was hidden meanwhile (`media_not_found`), the library reloads so the
 *  picker no longer offers it. */
export function useSendRecognition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SendInput) => sendRecognition(body, idempotencyKey),
    onSuccess: (result) => {
      client.setQueryData<PointsSummary>(pointsKeys.summary(), (old) =>
        old ? { ...old, give_balance: result.give_balance } : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.posts });
      void client.invalidateQueries({ queryKey: queryKeys.points });
      void client.invalidateQueries({ queryKey: queryKeys.podium });
      void client.invalidateQueries({ queryKey: queryKeys.userProfile });
    },
    onError: (error) => {
      if (toApiError(error).code === 'media_not_found')
        void client.invalidateQueries({ queryKey: mediaKeys.all });
    },
  });
}
