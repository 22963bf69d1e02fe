// The home: the greeting (home-page.tsx), then every module's cards (features/*/home.ts: today's
// communications, celebrations, featured rewards, the feed), each while its module is on. The
// cards are lazy, one chunk for all of them (vite.config.ts), so the greeting (and a visitor's
// redirect to /login) never waits for them; their data starts loading with this chunk.
//
// The cards sit above the feed, so they all appear together, once the cards' data has settled:
// a card arriving after the feed would push it down (a layout shift people see and Lighthouse
// counts). Every chunk and every data load starts at once, when the route mounts.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { ServiceFlags } from '@/config/modules';
import type { HomeCard, HomeSlots } from '@/lib/modules/home';
import { byOrder, moduleOn } from '@/lib/modules/manifest';
import { useAppStore } from '@/stores/app-store';

import { HomePage } from './home-page';

const slots = Object.values(
  import.meta.glob<HomeSlots>('../../features/*/home.ts', { eager: true, import: 'home' }),
);
const CARDS = byOrder(slots.flatMap((slot) => slot.cards ?? [])).map((card) => ({
  ...card,
  Card: lazy(card.component),
}));
const ACTIONS = byOrder(slots.flatMap((slot) => slot.actions ?? []));

/** The ids of the cards shown with these module flags, as a key that changes only when they
 *  do (the effect below runs again only then). */
function shownCardIds(services: ServiceFlags): string {
  return CARDS.filter((card) => moduleOn(card.module, services))
    .map((card) => card.id)
    .join(' ');
}

const cardsOf = (ids: string) => CARDS.filter((card) => ids.split(' ').includes(card.id));

function settleQueries(cards: readonly HomeCard[], services: ServiceFlags) {
  return cards.flatMap((card) => card.queries?.(services) ?? []);
}

export function HomeRoute() {
  const client = useQueryClient();
  const services = useAppStore(useShallow((state) => state.services));
  const shownIds = shownCardIds(services);
  const cards = cardsOf(shownIds);
  // Settled: loaded or failed (each card shows its own error).
  const cardsSettled = useQueries({
    queries: settleQueries(cards, services),
    combine: (results) => results.every((result) => !result.isPending),
  });
  // The last answer arrives as an urgent update; the cards and the feed it reveals render in a
  // transition instead, in slices the browser can interrupt, under the skeleton until ready.
  const revealed = useDeferredValue(cardsSettled);

  useEffect(() => {
    for (const card of cardsOf(shownIds)) {
      void card.component().catch(() => undefined);
      card.prefetch?.(client);
    }
  }, [shownIds, client]);

  if (cards.length === 0) return <HomePage />;
  const placeholders = cards.flatMap(({ id, placeholder: Placeholder }) =>
    Placeholder ? [<Placeholder key={id} />] : [],
  );
  const skeleton = placeholders.length > 0 ? <>{placeholders}</> : null;
  const actions = ACTIONS.filter((action) => action.module === null || services[action.module]);
  const offered =
    actions.length > 0 ? (
      <>
        {actions.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </>
    ) : undefined;
  return (
    <HomePage
      main={
        cardsSettled && revealed ? (
          <Suspense fallback={skeleton}>
            {cards.map(({ id, Card }) => (
              <Card key={id} actions={offered} />
            ))}
          </Suspense>
        ) : (
          skeleton
        )
      }
      hasFeed={cards.some((card) => card.main)}
    />
  );
}
