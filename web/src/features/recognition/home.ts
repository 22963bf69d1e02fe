// Recognition on the home: the composer above the feed ("¿A quién quieres reconocer hoy?"), in
// the home's own chunk, and the button that opens the send dialog, offered to the home's cards
// (the feed's empty state shows it).
import { myPointsQueryOptions } from '@/lib/calls/points';
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { corporateValuesQueryOptions, recognitionTypesQueryOptions } from './api/recognition';
import { SendRecognitionButton } from './components/send-recognition-button';

export const home: HomeSlots = {
  cards: [
    {
      id: 'composer',
      order: 10,
      module: 'recognitions',
      // Awaited with the other cards: the composer shows whole (its helper texts included), so
      // nothing below it moves when these answer.
      queries: () => [
        recognitionTypesQueryOptions(),
        corporateValuesQueryOptions(),
        myPointsQueryOptions(),
      ],
      component: lazyComponent(() => import('./components/home-composer'), 'HomeComposer'),
    },
  ],
  actions: [
    { id: 'sendRecognition', module: 'recognitions', order: 10, Component: SendRecognitionButton },
  ],
};
