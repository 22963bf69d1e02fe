import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ValuesPrivacySection, ValuesPrivacySwitch } from './values-privacy-switch';

describe('ValuesPrivacySwitch', () => {
  it('shows the choice and saves turning it off and back on', async () => {
    const sent: unknown[] = [];
    installFakeApi({
      'GET /corp_values/preferences': ok({ listed: true }),
      'PUT /corp_values/preferences': (request: TransportRequest) => {
        const body = JSON.parse(request.body as string) as { listed: boolean };
        sent.push(body);
        return ok(body);
      },
    });
    await renderWithProviders(<ValuesPrivacySwitch />);
    expect(await screen.findByRole('heading', { name: 'Tu privacidad' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', {
      name: 'Aparecer en los destacados de los valores',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ listed: false }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ listed: false }, { listed: true }]));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('keeps the choice and says why when saving fails', async () => {
    installFakeApi({
      'GET /corp_values/preferences': ok({ listed: false }),
      'PUT /corp_values/preferences': fail(500, 'internal'),
    });
    await renderWithProviders(
      <>
        <ToastHost />
        <ValuesPrivacySwitch />
      </>,
    );
    const toggle = await screen.findByRole('switch');
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText('Error interno del servidor. Intenta más tarde.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('is a section of the profile settings, in English too', async () => {
    installFakeApi({ 'GET /corp_values/preferences': ok({ listed: true }) });
    await renderWithProviders(<ValuesPrivacySection />, { lng: 'en' });
    expect(await screen.findByRole('region', { name: 'Your privacy' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: "Appear among the values' highlights" }),
    ).toBeChecked();
  });
});
