import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { MenuEntry, MenuSourceProps } from '@/lib/modules/frame';
import { useAppStore } from '@/stores/app-store';

import { personSiteQueryOptions } from '../api/workplace';
import { workplacePaths } from '../paths';

/** Tells the frame to list "Mi centro de trabajo" while the person has an active site, and
 *  nothing otherwise (frame.ts). Renders nothing. */
export function WorkplaceMenuSource({ onEntries }: MenuSourceProps) {
  const { t } = useTranslation();
  const userId = useAppStore((state) => state.me.data?.id ?? 0);
  const site = useQuery({ ...personSiteQueryOptions(userId), enabled: userId > 0 }).data?.site;
  const label = t('workplace.page.nav');
  const entries = useMemo<MenuEntry[]>(
    () =>
      site
        ? [{ key: 'workplace', label, to: workplacePaths.page, icon: <BusinessOutlined /> }]
        : [],
    [site, label],
  );
  // A block: whatever onEntries returns is not an effect's clean-up.
  useEffect(() => {
    onEntries(entries);
  }, [entries, onEntries]);
  return null;
}
