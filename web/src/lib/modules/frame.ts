// What a feature puts in the signed-in frame, in its `frame.ts` (exported as `frame`): buttons
// of the top bar, parts below the screen (banners, streamed messages, and parts that only listen
// to live events), entries of the main menu known only while the app runs (an organisation's own
// pages), and the top bar's account menu. The frame (app/authenticated-layout.tsx)
// imports every `features/*/frame.ts` with its own chunk, so these are plain components: they
// load with the frame, as they did when the frame named them.
import type { ComponentType, ReactNode } from 'react';

import type { User } from '@/api/types';
import type { ModuleKey } from '@/config/modules';
import type { Language } from '@/i18n/languages';

export type FramePart = {
  id: string;
  /** The module flag the part needs; null: always there. */
  module: ModuleKey | null;
  /** Place among the parts of the same place, lowest first. */
  order: number;
  Component: ComponentType;
};

/** An entry of the main menu that a module finds while the app runs, worded in the UI language. */
export type MenuEntry = { key: string; label: string; to: string; icon: ReactNode };

/** What a menu source is given: where to report its entries (each report replaces its last). */
export type MenuSourceProps = { onEntries: (entries: readonly MenuEntry[]) => void };

/** A part that finds main-menu entries at run time (from its own call) and reports them; it
 *  renders nothing. The frame places the entries at `order` among the manifests' entries
 *  (ModuleNavEntry.order), in the order reported, while the module's flag is on. */
export type MenuSource = Omit<FramePart, 'Component'> & {
  Component: ComponentType<MenuSourceProps>;
};

/** What the account menu of the top bar is given. */
export type FrameAccountProps = { user: User; languages: readonly Language[] };

export type FrameSlots = {
  /** Always-visible buttons of the top bar, before the account menu. */
  actions?: readonly FramePart[];
  /** Parts after the screen: banners, streamed messages, listeners of live events. */
  overlays?: readonly FramePart[];
  /** Entries of the main menu found at run time. */
  menu?: readonly MenuSource[];
  /** The account menu of the top bar (one feature gives it). */
  account?: ComponentType<FrameAccountProps>;
};
