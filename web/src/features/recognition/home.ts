// Recognition on the home: the button that opens the send dialog, offered to the home's cards
// (the feed's empty state shows it).
import type { HomeSlots } from '@/lib/modules/home';

import { SendRecognitionButton } from './components/send-recognition-button';

export const home: HomeSlots = {
  actions: [
    { id: 'sendRecognition', module: 'recognitions', order: 10, Component: SendRecognitionButton },
  ],
};
