// The manifests of every feature, as the app registered them (app/modules.ts, on start-up;
// the unit tests register them in their set-up). A feature that shows other modules' parts (the
// profiles their sections, the notification centre their kinds' words, the points screens their
// ledger kinds' words, the live stream their hints) reads them here, never by naming the module.
// The console's parts (its sections, overview tiles and module switches) are console.ts.
import { createElement, type ComponentType } from 'react';

import { withRetry } from '@/api/retry';

import {
  byOrder,
  type ApprovalKindWords,
  type LazyPage,
  type LedgerKindWords,
  type LiveHint,
  type ModuleManifest,
  type ProfileAboutProps,
  type ProfilePostsProps,
  type ProfileSection,
} from './manifest';

let registered: readonly ModuleManifest[] = [];

/** Called once by the app with every feature's manifest. */
export function registerManifests(manifests: readonly ModuleManifest[]): void {
  registered = manifests;
}

/** Every registered manifest. */
export function registeredManifests(): readonly ModuleManifest[] {
  return registered;
}

/** The words of a kind of points movement, or null for a kind no module declares. */
export function ledgerKindWords(kind: string): LedgerKindWords | null {
  for (const { ledgerKinds: kinds } of registered) {
    if (kinds && Object.hasOwn(kinds, kind)) return kinds[kind] ?? null;
  }
  return null;
}

/** Every kind of item the modules send to the approvals inbox, in their chips' order. */
export function approvalKinds(): ({ kind: string } & ApprovalKindWords)[] {
  return registered
    .flatMap((manifest) =>
      Object.entries(manifest.approvalKinds ?? {}).map(([kind, words]) => ({ kind, ...words })),
    )
    .sort((a, b) => a.order - b.order);
}

/** Every module's live hints. */
export function liveHints(): LiveHint[] {
  return registered.flatMap((manifest) => manifest.liveHints ?? []);
}

/** A profile section with its component loaded. */
export type LoadedProfileSection =
  | (Extract<ProfileSection, { place: 'own.afterPoints' | 'own.settings' }> & {
      Component: ComponentType;
    })
  | (Extract<ProfileSection, { place: 'public.posts' }> & {
      Component: ComponentType<ProfilePostsProps>;
    })
  | (Extract<ProfileSection, { place: 'public.about' }> & {
      Component: ComponentType<ProfileAboutProps>;
    });

/** Every section of one profile page (`own` or `public`), its component loaded: a profile
 *  route loads them with its own chunk, so the page shows whole. Sections whose module is off
 *  load too (the flags may not be known yet when the route loads); the page leaves them out. */
export async function loadProfileSections(page: 'own' | 'public'): Promise<LoadedProfileSection[]> {
  const sections = byOrder(
    registered
      .flatMap((manifest) => manifest.profileSections ?? [])
      .filter((section) => section.place.startsWith(`${page}.`)),
  );
  return Promise.all(
    sections.map(async (section): Promise<LoadedProfileSection> => {
      const retry = { shouldRetry: () => true };
      if (section.place === 'public.posts') {
        const { default: Component } = await withRetry(section.component, retry);
        return { ...section, Component };
      }
      if (section.place === 'public.about') {
        const { default: Component } = await withRetry(section.component, retry);
        return { ...section, Component };
      }
      const { default: Component } = await withRetry(section.component, retry);
      return { ...section, Component };
    }),
  );
}

/** What a profile screen is given: its page's sections, loaded. */
export type ProfileSectionsProps = { sections: readonly LoadedProfileSection[] };

/** A profile route's `lazy`: loads the module and the page's sections together (one wait, so
 *  the page shows whole), then renders the export `name` with them. */
export function lazyProfileRoute<
  K extends string,
  M extends Record<K, ComponentType<ProfileSectionsProps>>,
>(load: () => Promise<M>, name: K, page: 'own' | 'public'): LazyPage {
  return async () => {
    const [module, sections] = await Promise.all([
      withRetry(load, { shouldRetry: () => true }),
      loadProfileSections(page),
    ]);
    const Screen = module[name];
    return { Component: () => createElement(Screen, { sections }) };
  };
}
