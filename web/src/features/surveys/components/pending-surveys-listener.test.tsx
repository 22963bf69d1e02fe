import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { publishLiveEvent } from '@/lib/live/live-bus';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PendingSurveysListener } from './pending-surveys-listener';

describe('PendingSurveysListener', () => {
  it('reads the count of surveys to answer again when the stream says it moved', async () => {
    let reads = 0;
    installFakeApi({
      'GET /user/notification_count': () => {
        reads += 1;
        return ok({ notification_count: 2, pending_surveys: 3 });
      },
    });
    useAppStore.getState().setNotificationCounts({ notificationsCount: 2, pendingSurveyCount: 0 });
    await renderWithProviders(<PendingSurveysListener />);
    publishLiveEvent(`surveys.pending`, { id: 1 });
    await waitFor(() => expect(useAppStore.getState().pendingSurveyCount).toBe(3));
    expect(reads).toBe(1);
  });
});
