// Communications' part of the signed-in frame: the communications that reached the person while
// they were here (streamed messages, spec §4).
import type { FrameSlots } from '@/lib/modules/frame';

import { StreamedCommunications } from './components/streamed-communications';

export const frame: FrameSlots = {
  overlays: [
    {
      id: 'streamedCommunications',
      module: 'communications',
      order: 20,
      Component: StreamedCommunications,
    },
  ],
};
