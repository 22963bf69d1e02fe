// What a feature puts on the signed-in home, in its `home.ts` (exported as `home`): cards after
// the greeting (the feed among them) and actions the cards may offer (the send button of the
// feed's empty state). The home (app/routes/home-route.tsx) imports every `features/*/home.ts`
// with its own chunk, so a card's data starts loading as soon as the home mounts, alongside the
// card's lazy component (one `home-content` chunk for all of them, see vite.config.ts).
import type { AnyUseQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

import type { ModuleKey, ServiceFlags } from '@/config/modules';

import type { LazyComponent, ModuleNeed } from './manifest';

/** What a home card is given: the actions other modules offer on the home. */
export type HomeCardProps = { actions?: ReactNode };

export type HomeCard = {
  id: string;
  /** Place on the home, lowest first. */
  order: number;
  /** The module flag the card needs, or several of which any one is enough. */
  module: Exclude<ModuleNeed, null>;
  /** Reads the card needs before the cards show (the cards appear once the reads of all of them
   *  have settled, one per commit in the column's order, so none pushes another down). */
  queries?: (services: ServiceFlags) => readonly AnyUseQueryOptions[];
  /** Started when the home mounts, not awaited (the feed's first page). */
  prefetch?: (client: QueryClient) => void;
  component: LazyComponent<HomeCardProps>;
  /** Shown in the cards' place while they load (the feed's skeleton). */
  placeholder?: ComponentType;
  /** The home's main content (the feed): without one, the greeting sums up what awaits. */
  main?: boolean;
};

/** A card of the home's right rail (at wide screens; folded into the column below 1200 px):
 *  balances, top recognisers, trending values, today's celebrations. */
export type HomeRailCard = Omit<HomeCard, 'main' | 'placeholder' | 'prefetch'>;

export type HomeAction = {
  id: string;
  module: ModuleKey | null;
  order: number;
  Component: ComponentType;
};

export type HomeSlots = {
  cards?: readonly HomeCard[];
  rail?: readonly HomeRailCard[];
  actions?: readonly HomeAction[];
};
