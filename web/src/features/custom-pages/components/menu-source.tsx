import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import type { MenuEntry, MenuSourceProps } from '@/lib/modules/frame';

import { menuPagesQueryOptions } from '../api/pages';
import { pageTitle, usePageLanguage } from '../lib/page-language';
import { pagePath } from '../paths';

import { PageIcon } from './page-icon';

/** Tells the frame which published pages of the person's audience go in the main menu, by
 *  their place, each in the person's language (frame.ts). Renders nothing. */
export function PagesMenuSource({ onEntries }: MenuSourceProps) {
  const language = usePageLanguage();
  const pages = useQuery(menuPagesQueryOptions()).data;
  const entries = useMemo<MenuEntry[]>(
    () =>
      (pages ?? [])
        .filter((page) => page.in_menu)
        .map((page) => ({
          key: `custom-page-${page.id}`,
          label: pageTitle(page, language),
          to: pagePath(page),
          icon: <PageIcon name={page.icon} />,
        })),
    [pages, language],
  );
  useEffect(() => {
    onEntries(entries);
  }, [entries, onEntries]);
  return null;
}
