// What a feature adds to the admin console (/admin), in its `console.ts` (exported as
// `consoleParts`): its sections, its tiles of the console's overview and the switches of its
// module flags. They load with the console, not with the entry (ADR 0090): app/console.ts gathers
// every `features/*/console.ts`, and the app imports it only when a screen asks for
// loadConsoleParts() (the console's route, through withConsoleParts; the set-up page).
import { withRetry } from '@/api/retry';
import type { ModuleKey } from '@/config/modules';

import {
  byOrder,
  type GlossaryKey,
  type LazyComponent,
  type LazyPage,
  type SlotEntry,
} from './manifest';

export type AdminSection = {
  id: string;
  /** Path below /admin. */
  segment: string;
  labelKey: GlossaryKey;
  /** null: always available to admins. */
  module: ModuleKey | null;
  /** Settings entries are grouped apart in the menu. */
  group: 'manage' | 'settings';
  /** Place in the menu, lowest first. */
  order: number;
  page: LazyPage;
};

/** A module's tile on the console's overview (/admin): its own numbers, from its own call, and
 *  a link into its list. */
export type OverviewTile = SlotEntry & { component: LazyComponent };

/** A module flag's switch in the console's Settings → Módulos (and on the set-up page). */
export type ModuleSwitch = {
  flag: ModuleKey;
  /** The module's name ("Encuestas"). */
  name: GlossaryKey;
  /** What the module does, one sentence. */
  description: GlossaryKey;
};

export type ConsoleParts = {
  adminSections?: readonly AdminSection[];
  /** Tiles of the console's overview. */
  overviewTiles?: readonly OverviewTile[];
  /** The switches of the module flags it owns (one module may own several: birthdays and
   *  anniversaries). */
  switches?: readonly ModuleSwitch[];
};

/** A console section; by default its segment is its id and it is in the "manage" group. Its
 *  label is a key of the feature's own glossary: the console names no module. */
export function adminSection(
  id: string,
  options: Pick<AdminSection, 'module' | 'order' | 'labelKey'> &
    Partial<Pick<AdminSection, 'segment' | 'group'>>,
  page: LazyPage,
): AdminSection {
  return {
    id,
    segment: options.segment ?? id,
    labelKey: options.labelKey,
    group: options.group ?? 'manage',
    module: options.module,
    order: options.order,
    page,
  };
}

let registered: readonly ConsoleParts[] | null = null;
let load: (() => Promise<unknown>) | null = null;
let loading: Promise<void> | null = null;

/** Called by app/console.ts, as it loads, with every feature's console parts (the unit tests'
 *  set-up imports it too). */
export function registerConsoleParts(parts: readonly ConsoleParts[]): void {
  registered = parts;
}

/** Called once by the app on start-up with how to load app/console.ts. */
export function registerConsoleLoader(loader: () => Promise<unknown>): void {
  load = loader;
}

/** Loads every feature's console parts, once (a chunk that fails to download is tried again). */
export function loadConsoleParts(): Promise<void> {
  if (registered) return Promise.resolve();
  const loader = load;
  if (!loader) return Promise.reject(new Error('No loader of the console parts registered'));
  loading ??= withRetry(loader, { shouldRetry: () => true }).then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A route's `lazy` that loads the console parts with the page: the page reads them as it
 *  renders. */
export function withConsoleParts(page: LazyPage): LazyPage {
  return async () => (await Promise.all([page(), loadConsoleParts()]))[0];
}

/** Every feature's console parts, as registered. */
export function registeredConsoleParts(): readonly ConsoleParts[] {
  if (!registered) throw new Error('The console parts are read before loadConsoleParts()');
  return registered;
}

const parts = registeredConsoleParts;

/** Every module's section of the console, in menu order. */
export function adminSections(): AdminSection[] {
  return byOrder(parts().flatMap((part) => part.adminSections ?? []));
}

/** Every module's tile of the console's overview, in order. */
export function overviewTiles(): OverviewTile[] {
  return byOrder(parts().flatMap((part) => part.overviewTiles ?? []));
}

/** The switch of each module flag a module owns, by flag. */
export function moduleSwitches(): ReadonlyMap<ModuleKey, ModuleSwitch> {
  return new Map(parts().flatMap((part) => (part.switches ?? []).map((item) => [item.flag, item])));
}
