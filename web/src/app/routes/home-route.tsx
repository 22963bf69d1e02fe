// The home: the greeting (home-page.tsx), then every module's cards (features/*/home.ts: today's
// communications, celebrations, featured rewards, the feed), each while its module is on. The
// cards are lazy, one chunk for all of them (vite.config.ts), so the greeting (and a visitor's
// redirect to /login) never waits for them; their data starts loading with this chunk.
//
// The cards sit above the feed, and below 1200 px the rail's cards fold in between: they
// appear once the cards' and the rail's data has settled (a card arriving after the feed would
// push it down: a layout shift people see and Lighthouse counts). Every chunk and every data
// load starts at once, when the route mounts. Then they appear one card per commit, in the
// column's order (cards, rail, feed), each a moment after the one before: a card only ever
// joins below what is already shown, so nothing moves, and no commit holds the whole home (the
// home's blocking time; ADR 0046).
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { ServiceFlags } from '@/config/modules';
import type { HomeRailCard, HomeSlots } from '@/lib/modules/home';
import { byOrder, moduleOn } from '@/lib/modules/manifest';
import { pageHidden, yieldToBrowser } from '@/lib/scheduling';
import { useShownInTurn } from '@/lib/use-shown-in-turn';
import { useAppStore } from '@/stores/app-store';

import { HomePage } from './home-page';

const slots = Object.values(
  import.meta.glob<HomeSlots>('../../features/*/home.ts', { eager: true, import: 'home' }),
);
// Memoised: a card shown does not render again when the next one joins (the composer's message
// field measures the page in every commit it renders in).
const CARDS = byOrder(slots.flatMap((slot) => slot.cards ?? [])).map((card) => ({
  ...card,
  Card: memo(lazy(card.component)),
}));
const RAIL = byOrder(slots.flatMap((slot) => slot.rail ?? [])).map((card) => ({
  ...card,
  Card: memo(lazy(card.component)),
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
  // Once the cards show, the route stops watching their reads (each card watches its own) until
  // the module flags change the cards: a read answering again while the next card renders in a
  // transition (the balances are asked again whenever a card showing them mounts) would make
  // React redo that render at once, in one long task, to keep what the route read consistent.
  const shownKey = `${cardIds}|${railIds}`;
  const [settledFor, setSettledFor] = useState<string | null>(null);
  const settledOnce = settledFor === shownKey;
  // The cards' chunks and reads start in the task after the home's first commit, whose effects
  // already subscribe every query of the frame (a page nobody sees starts them at once).
  const [started, setStarted] = useState(pageHidden);
  // Settled: loaded or failed (each card shows its own error).
  const readsSettled = useQueries({
    queries: started && !settledOnce ? settleQueries([...cards, ...rail], services) : [],
    combine: (results) => results.every((result) => !result.isPending),
  });
  const cardsSettled = started && readsSettled;
  // The last answer arrives as an urgent update; the cards and the feed it reveals render in a
  // transition instead, in slices the browser can interrupt, under the skeleton until ready.
  const revealed = useDeferredValue(cardsSettled);
  const shown = cardsSettled && revealed;
  if (shown && !settledOnce) setSettledFor(shownKey);
  const top = cards.filter((card) => !card.main);
  const main = cards.filter((card) => card.main);
  // The column's order below 1200 px: what shows first is what is on screen first.
  const inColumn: readonly HomeRailCard[] =
    top.length > 0 ? [...top, ...rail, ...main] : [...main, ...rail];
  const count = useShownInTurn(shown, inColumn.length);
  const actionIds = ACTIONS.filter((action) => action.module === null || services[action.module])
    .map((action) => action.id)
    .join(' ');
  // One element for every render: the cards shown keep their props when the next one joins.
  const offered = useMemo(() => {
    const actions = ACTIONS.filter((action) => actionIds.split(' ').includes(action.id));
    return actions.length > 0 ? (
      <>
        {actions.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </>
    ) : undefined;
  }, [actionIds]);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      for (const card of cardsOf(cardIds)) {
        void card.component().catch(() => undefined);
        card.prefetch?.(client);
      }
      for (const card of railOf(railIds)) void card.component().catch(() => undefined);
      startTransition(() => setStarted(true));
    };
    if (pageHidden()) start();
    else void yieldToBrowser().then(start);
    return () => {
      cancelled = true;
    };
  }, [cardIds, railIds, client]);

  if (cards.length === 0 && rail.length === 0) return <HomePage />;
  const placeholders = cards.flatMap(({ id, placeholder: Placeholder }) =>
    Placeholder ? [<Placeholder key={id} />] : [],
  );
  const skeleton = placeholders.length > 0 ? <>{placeholders}</> : null;
  const joined = new Set<HomeRailCard>(inColumn.slice(0, count));
  const render = (list: typeof cards) =>
    list.flatMap((card) =>
      joined.has(card) ? [<card.Card key={card.id} actions={offered} />] : [],
    );
  const railShown = rail.flatMap((card) => (joined.has(card) ? [<card.Card key={card.id} />] : []));
  const mainShown = top.length > 0 ? render(main) : [];
  // The skeleton holds the first place after the greeting, where the first card will be: the
  // place keeps its position when the first card replaces it, and what follows (the rail below
  // 1200 px, the feed) is new then, so nothing on screen moves (no layout shift).
  return (
    <HomePage
      top={
        shown ? (
          <Suspense fallback={skeleton}>{render(top.length > 0 ? top : main)}</Suspense>
        ) : (
          skeleton
        )
      }
      main={mainShown.length > 0 ? <Suspense fallback={null}>{mainShown}</Suspense> : undefined}
      rail={railShown.length > 0 ? <Suspense fallback={null}>{railShown}</Suspense> : undefined}
      hasFeed={main.length > 0}
    />
  );
}
