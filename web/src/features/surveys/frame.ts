// Surveys' part of the signed-in frame: the listener that moves the count of surveys to answer
// when the server tells it changed.
import type { FrameSlots } from '@/lib/modules/frame';

import { PendingSurveysListener } from './components/pending-surveys-listener';

export const frame: FrameSlots = {
  overlays: [
    { id: 'pendingSurveys', module: 'surveys', order: 30, Component: PendingSurveysListener },
  ],
};
