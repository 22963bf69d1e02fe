import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { adminSectionPath } from '@/lib/modules/admin-sections';
import { renderWithProviders } from '@/testing/render';

import { consoleParts } from './console';
import { manifest } from './module';

describe('org settings manifest', () => {
  it('gives the console General, Marca and Módulos in its Settings group, for every admin', () => {
    expect(
      consoleParts.adminSections?.map(({ segment, group, module }) => ({ segment, group, module })),
    ).toEqual([
      { segment: 'settings/general', group: 'settings', module: null },
      { segment: 'settings/branding', group: 'settings', module: null },
      { segment: 'settings/modules', group: 'settings', module: null },
    ]);
  });

  it('sends /general_settings to Settings → General', async () => {
    const route = manifest.routes?.find((entry) => entry.path === paths.generalSettings);
    expect(route?.module).toBeNull();
    const { Component: Redirect } = await route!.page();
    const general = consoleParts.adminSections![0]!;
    await renderWithProviders(
      <Routes>
        <Route path={paths.generalSettings} element={<Redirect />} />
        <Route path={adminSectionPath(general)} element={<p>Sección General</p>} />
      </Routes>,
      { route: paths.generalSettings },
    );
    expect(await screen.findByText('Sección General')).toBeInTheDocument();
  });
});
