import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import type { MenuEntry } from '@/lib/modules/frame';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { workplaceKeys } from '../api/workplace';
import { makeAdminSite } from '../testing/site-fixture';

import { WorkplaceMenuSource } from './menu-source';

beforeEach(() => {
  useAppStore.getState().setMe({
    id: 7,
    full_name: 'Ana Torres',
    email: 'ana@demo.local',
    user_type: 'employee',
  } as User);
});

describe('WorkplaceMenuSource', () => {
  it('lists "Mi centro de trabajo" while the person has a site', async () => {
    installFakeApi({ 'GET /workplace/people/7': ok({ site: makeAdminSite() }) });
    let last: readonly MenuEntry[] = [];
    await renderWithProviders(<WorkplaceMenuSource onEntries={(entries) => (last = entries)} />);
    await waitFor(() => expect(last).toHaveLength(1));
    expect(last.map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Mi centro de trabajo', to: '/workplace' },
    ]);
  });

  it('lists nothing while the person has no site', async () => {
    installFakeApi({ 'GET /workplace/people/7': ok({ site: null }) });
    const reports: (readonly MenuEntry[])[] = [];
    const { queryClient } = await renderWithProviders(
      <WorkplaceMenuSource onEntries={(entries) => reports.push(entries)} />,
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(workplaceKeys.person(7))?.status).toBe('success'),
    );
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((entries) => entries.length === 0)).toBe(true);
  });
});
