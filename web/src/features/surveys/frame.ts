// Surveys' part of the signed-in frame: the listener that reads the person's surveys again when a
// notification arrives live (a survey opened, or a reminder).
import type { FrameSlots } from '@/lib/modules/frame';

import { PendingSurveysListener } from './components/pending-surveys-listener';

export const frame: FrameSlots = {
  overlays: [
    { id: 'pendingSurveys', module: 'surveys', order: 30, Component: PendingSurveysListener },
  ],
};
