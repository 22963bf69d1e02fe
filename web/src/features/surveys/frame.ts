// Surveys' part of the signed-in frame: the listener that moves the count of surveys to answer
// and reads the person's surveys again when the live stream tells something changed.
import type { FrameSlots } from '@/lib/modules/frame';

import { PendingSurveysListener } from './components/pending-surveys-listener';

export const frame: FrameSlots = {
  overlays: [
    { id: 'pendingSurveys', module: 'surveys', order: 30, Component: PendingSurveysListener },
  ],
};
