// What a feature puts in the signed-in frame, in its `frame.ts` (exported as `frame`): buttons
// of the top bar, parts below the screen (banners, streamed messages, and parts that only listen
// to live events), and the top bar's account menu. The frame (app/authenticated-layout.tsx)
// imports every `features/*/frame.ts` with its own chunk, so these are plain components: they
// load with the frame, as they did when the frame named them.
import type { ComponentType } from 'react';

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

/** What the account menu of the top bar is given. */
export type FrameAccountProps = { user: User; languages: readonly Language[] };

export type FrameSlots = {
  /** Always-visible buttons of the top bar, before the account menu. */
  actions?: readonly FramePart[];
  /** Parts after the screen: banners, streamed messages, listeners of live events. */
  overlays?: readonly FramePart[];
  /** The account menu of the top bar (one feature gives it). */
  account?: ComponentType<FrameAccountProps>;
};
