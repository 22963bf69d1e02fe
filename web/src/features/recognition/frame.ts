// Recognition's part of the signed-in frame: the top bar's "Reconocer" button.
import type { FrameSlots } from '@/lib/modules/frame';

import { SendRecognitionLauncher } from './components/send-recognition-launcher';

export const frame: FrameSlots = {
  actions: [
    {
      id: 'sendRecognition',
      module: 'recognitions',
      order: 10,
      Component: SendRecognitionLauncher,
    },
  ],
};
