// What a feature tells the app about itself, in its `module.ts`: its screens (in the signed-in
// frame, or outside it), its entries in the main navigation, its sections of the profiles, the
// notification kinds it raises, the kinds of ledger movement it writes, the live hints it
// listens to, and a screen that replaces the app on some hosts. The app collects every manifest
// (app/modules.ts) and registers them (registry.ts), so features that show other modules' parts
// read them from there without naming them. Pages and parts are referenced only through lazy
// imports, so each stays out of the entry. (The signed-in frame's parts and the home's cards are
// their own slot files, frame.ts and home.ts: they load with the first screens, see frame.ts and
// home.ts here. The admin console's sections, overview tiles and module switches are console.ts:
// they load with the console, see console.ts here.)
import type { QueryKey } from '@tanstack/react-query';
import type { ParseKeys, TFunction } from 'i18next';
import type { ComponentType } from 'react';

import type { Notification, Role } from '@/api/types';
import type { ModuleKey, ServiceFlags } from '@/config/modules';
import type { OrgWorded } from '@/lib/org-wording';

/** A page loaded on demand (see lazyRoute). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A component loaded on demand (see lazyComponent), ready for React.lazy. */
export type LazyComponent<P extends object = object> = () => Promise<{
  default: ComponentType<P>;
}>;

/** An icon module loaded on demand (`() => import('@mui/icons-material/...')`). */
export type LazyIcon = () => Promise<{ default: ComponentType }>;

export type GlossaryKey = ParseKeys;

/** A module flag, or several of which any one being on is enough; null: always there. */
export type ModuleNeed = ModuleKey | readonly ModuleKey[] | null;

export type ModuleRoute = {
  /** The screen's address: `paths.x` of config/paths.ts for the routes of spec §2, else the
   *  feature's own paths.ts. */
  path: string;
  /** A parameter of the path below it: `id` on `/post` mounts `/post/:id`. */
  param?: string;
  /** The module flag the route needs (not-found while it is off); null: always there. */
  module: ModuleKey | null;
  page: LazyPage;
  /** The admin console: every module's admin sections (console.ts) are its child routes, mounted
   *  with the console's parts. */
  adminConsole?: boolean;
};

/** A screen outside the signed-in frame, for visitors without a session too (sign-in, account
 *  activation, password recovery): its path belongs to AUTH_PATHS (config/paths.ts). */
export type PublicRoute = {
  path: string;
  /** An optional parameter of the path below it: `code` on `/verify` mounts `/verify` and
   *  `/verify/:code` (one screen, the parameter prefilled when present). */
  param?: string;
  page: LazyPage;
  /** Reads only the glossary's start part (the sign-in screen, ADR 0028); every other screen
   *  loads the rest of the glossary with its chunk. */
  startGlossary?: boolean;
};

export type ModuleNavEntry = {
  key: string;
  /** The screen's address (as ModuleRoute.path). */
  path: string;
  labelKey: GlossaryKey;
  icon: LazyIcon;
  /** The module flag the entry needs, or several of which any one is enough; null: always. */
  module: ModuleNeed;
  /** Shown only to users of this role, or of one of these roles (`user_type`); absent: every
   *  role. */
  role?: Role | readonly Role[];
  /** Place in the menu, lowest first. */
  order: number;
};

/** Whose recognitions a tab of the public profile lists. */
export type PostDirection = 'received' | 'sent';

/** What a part of the public profile's recognitions is given. */
export type ProfilePostsProps = { userId: number; direction: PostDirection };

/** What a part about the person (on their wall and their public profile) is given. */
export type ProfileAboutProps = { userId: number };

export type SlotEntry = {
  id: string;
  /** The module flag the part needs; null: always there. */
  module: ModuleKey | null;
  /** Place among the parts of the same place, lowest first. */
  order: number;
};

/** A part another module adds to a profile page:
 *  - `own.afterPoints`: on "My profile", after the points history (asking for points);
 *  - `own.settings`: on "My profile", after the personal data (notification settings);
 *  - `public.posts`: a person's received or sent recognitions on their public profile;
 *  - `public.about`: facts about the person (their workplace) under the header of their public
 *    profile and of their own wall. */
export type ProfileSection =
  | (SlotEntry & { place: 'own.afterPoints' | 'own.settings'; component: LazyComponent })
  | (SlotEntry & { place: 'public.posts'; component: LazyComponent<ProfilePostsProps> })
  | (SlotEntry & { place: 'public.about'; component: LazyComponent<ProfileAboutProps> });

export type ProfilePlace = ProfileSection['place'];

/** What a notification kind's sentence is built from: the glossary in the UI language, its
 *  numbers and the organisation's names in that language, and the notification's own data. */
export type SentenceWords = {
  t: TFunction;
  /** 1234 → "1234" (es) / "1,234" (en). */
  number: (value: number) => string;
  /** An organisation's name in the UI language (name_en in English when set). */
  name: (item: OrgWorded) => string;
  /** Who did it: the actor as they are now, else the name the module recorded; null: nobody. */
  actor: string | null;
  /** A non-blank text field of `data`, else null. */
  text: (field: string) => string | null;
  /** A finite number field of `data`, else null. */
  count: (field: string) => number | null;
};

/** A heading of the notification settings gathering the kinds about one thing ("Celebraciones").
 *  Kinds giving the same label are one group, whichever modules raise them: a group several
 *  modules fill has its label in the shared glossary (src/i18n/glossary) and the same order in
 *  each of them; a group of one module's kinds has its label in that module's part. */
export type NotificationGroup = {
  /** Its heading. */
  label: GlossaryKey;
  /** Its place among the groups, smallest first (10, 20...); kinds without one come last. */
  order: number;
};

/** A kind of notification, as the module that raises it words it. */
export type NotificationKind = {
  /** Its name in the notification settings. */
  label: GlossaryKey;
  /** The group it is listed under in the notification settings; without one, "Otras". */
  group?: NotificationGroup;
  /** The sentence telling what a notification of this kind is about ("Sara Pérez te
   *  reconoció con 10 puntos"). */
  sentence: (notification: Notification, words: SentenceWords) => string;
  /** Tells of one that has just arrived live in the module's own way (a communication becomes
   *  a streamed message); true when it did, so no banner is queued. */
  announce?: (notification: Notification) => boolean;
};

/** A module's notification kinds by their `kind`. */
export type NotificationKinds = Readonly<Record<string, NotificationKind>>;

/** How a kind of points movement (`LedgerEntry.kind`) reads, as the module that writes it words
 *  it; a kind no module declares shows as its raw name. */
export type LedgerKindWords = {
  /** One movement of the kind, in a person's points history ("Encuesta respondida"). */
  entry: GlossaryKey;
  /** The kind's movements taken together, in the console's reports ("Encuestas respondidas"). */
  total: GlossaryKey;
};

/** The kinds of ledger movement a module writes, by their `kind`. */
export type LedgerKinds = Readonly<Record<string, LedgerKindWords>>;

/** A live hint the module's parts listen to: an event of the live stream named after what
 *  changed for the person (the server's `live_signals`). The stream subscribes to every declared
 *  hint besides its own events (`ready`, `notification`, `post`); the module's frame parts act on
 *  it through `useLiveEvent`, or it names the cached reads to refresh. */
export type LiveHint = {
  /** The event's name as the server sends it (`surveys.pending`, backquoted: in plain quotes the
   *  glossary check takes a dotted name for a text's key). */
  name: string;
  /** Cached reads (query keys, each a prefix) read again when the hint arrives. */
  invalidate?: readonly QueryKey[];
};

/** A screen that replaces the whole app on the hosts it claims (spec §1: the public API
 *  documentation on hosts containing "docs"). */
export type StandaloneScreen = {
  hosts: (hostname: string) => boolean;
  page: LazyPage;
};

/** How the approvals inbox names one kind of item, and where its chip goes (lower first). */
export type ApprovalKindWords = { labelKey: GlossaryKey; order: number };

export type ModuleManifest = {
  routes?: readonly ModuleRoute[];
  publicRoutes?: readonly PublicRoute[];
  nav?: readonly ModuleNavEntry[];
  profileSections?: readonly ProfileSection[];
  /** The kinds of notification the module raises (`notification-kinds.ts`, one chunk for every
   *  module's kinds, loaded by the notifications screens when they need words). */
  notificationKinds?: () => Promise<{ notificationKinds: NotificationKinds }>;
  /** The kinds of points movement the module writes, with their words. */
  ledgerKinds?: LedgerKinds;
  /** The live hints the module listens to. */
  liveHints?: readonly LiveHint[];
  /** The kinds of item the module sends to the approvals inbox ("Pendientes de aprobar"), by the
   *  contract's ApprovalKind, with their name's key and their place among the inbox's chips. */
  approvalKinds?: Readonly<Record<string, ApprovalKindWords>>;
  standalone?: StandaloneScreen;
};

/** The route path a public route is mounted at (`/login`, `/verify/:code?`). */
export function publicRoutePath(route: Pick<PublicRoute, 'path' | 'param'>): string {
  return route.param ? `${route.path}/:${route.param}?` : route.path;
}

/** The route path a module route is mounted at (`/podium`, `/post/:id`). */
export function routePath(route: Pick<ModuleRoute, 'path' | 'param'>): string {
  return route.param ? `${route.path}/:${route.param}` : route.path;
}

/** Orders navigation entries and sections. */
export function byOrder<T extends { order: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.order - b.order);
}

/** Whether a part that needs `need` is shown with these flags. */
export function moduleOn(need: ModuleNeed, services: ServiceFlags): boolean {
  if (need === null) return true;
  if (typeof need === 'string') return services[need];
  return need.some((flag) => services[flag]);
}
