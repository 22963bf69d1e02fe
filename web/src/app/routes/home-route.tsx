// The home: the greeting (home-page.tsx), then every module's cards (features/*/home.ts: today's
// communications, celebrations, featured rewards, the feed), each while its module is on. The
// cards are lazy, one chunk for all of them (vite.config.ts), so the greeting (and a visitor's
// redirect to /login) never waits for them; their data starts loading with this chunk.
//
// The cards sit above the feed, and below 1200 px the rail's cards fold in between: they all
// appear together, once the cards' and the rail's data has settled (a card arriving after the
// feed would push it down: a layout shift people see and Lighthouse counts). Every chunk and
// every data load starts at once, when the route mounts.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { ServiceFlags } from '@/config/modules';
import type { HomeRailCard, HomeSlots } from '@/lib/modules/home';
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
const RAIL = byOrder(slots.flatMap((slot) => slot.rail ?? [])).map((card) => ({
  ...card,
  Card: lazy(card.component),
}));
const ACTIONS = byOrder(slots.flatMap((slot) => slot.actions ?? []));

/** The ids of the cards shown with these module flags, as a key that changes only when they
 *  do (the effect below runs again only then). */
function shownIds(cards: readonly HomeRailCard[], services: ServiceFlags): string {
  return cards
    .filter((card) => moduleOn(card.module, services))
    .map((card) => card.id)
    .join(' ');
}

const cardsOf = (ids: string) => CARDS.filter((card) => ids.split(' ').includes(card.id));
const railOf = (ids: string) => RAIL.filter((card) => ids.split(' ').includes(card.id));

function settleQueries(cards: readonly HomeRailCard[], services: ServiceFlags) {
  return cards.flatMap((card) => card.queries?.(services) ?? []);
}

export function HomeRoute() {
  const client = useQueryClient();
  const services = useAppStore(useShallow((state) => state.services));
  const cardIds = shownIds(CARDS, services);
  const railIds = shownIds(RAIL, services);
  const cards = cardsOf(cardIds);
  const rail = railOf(railIds);
  // Settled: loaded or failed (each card shows its own error).
  const cardsSettled = useQueries({
    queries: settleQueries([...cards, ...rail], services),
    combine: (results) => results.every((result) => !result.isPending),
  });
  // The last answer arrives as an urgent update; the cards and the feed it reveals render in a
  // transition instead, in slices the browser can interrupt, under the skeleton until ready.
  const revealed = useDeferredValue(cardsSettled);

  useEffect(() => {
    for (const card of cardsOf(cardIds)) {
      void card.component().catch(() => undefined);
      card.prefetch?.(client);
    }
    for (const card of railOf(railIds)) void card.component().catch(() => undefined);
  }, [cardIds, railIds, client]);

  if (cards.length === 0 && rail.length === 0) return <HomePage />;
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
  const shown = cardsSettled && revealed;
  const render = (list: typeof cards) =>
    list.map(({ id, Card }) => <Card key={id} actions={offered} />);
  const top = cards.filter((card) => !card.main);
  const main = cards.filter((card) => card.main);
  // The skeleton holds the first place after the greeting, where the first card will be: the
  // place keeps its position when the cards replace it, and what follows (the rail below
  // 1200 px, the feed) is new then, so nothing on screen moves (no layout shift). The chunks
  // are one (home-content): the boundaries resolve together.
  return (
    <HomePage
      top={
        shown ? (
          <Suspense fallback={skeleton}>{render(top.length > 0 ? top : main)}</Suspense>
        ) : (
          skeleton
        )
      }
      main={
        shown && top.length > 0 ? <Suspense fallback={null}>{render(main)}</Suspense> : undefined
      }
      rail={
        rail.length > 0 && shown ? (
          <Suspense fallback={null}>
            {rail.map(({ id, Card }) => (
              <Card key={id} />
            ))}
          </Suspense>
        ) : undefined
      }
      hasFeed={main.length > 0}
    />
  );
}
