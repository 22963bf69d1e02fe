import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { analytics } from '@/lib/analytics/instance';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PrivacySection } from './privacy-section';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderSection(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <PrivacySection />
      <ToastHost />
    </>,
    { lng },
  );
}

describe('PrivacySection', () => {
  it('shows the saved choice, sends PUT /user/analytics and stops measuring at once', async () => {
    const measured = vi.spyOn(analytics, 'setPersonMeasured');
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /user/analytics': ok({ opt_out: false }),
      'PUT /user/analytics': (request) => {
        const body = JSON.parse(request.body as string) as { opt_out: boolean };
        bodies.push(body);
        return ok(body);
      },
    });
    await renderSection();
    const toggle = await screen.findByRole('switch', { name: 'Medir mis visitas a las páginas' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/sin tu nombre/);

    await userEvent.click(toggle);
    expect(
      await screen.findByText(
        'Tus visitas a las páginas ya no se miden en ninguno de tus dispositivos.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ opt_out: true }]);
    expect(measured).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(toggle).not.toBeChecked());

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodies).toEqual([{ opt_out: true }, { opt_out: false }]);
    expect(measured).toHaveBeenLastCalledWith(true);
  });

  it('keeps the saved choice and says why when the change fails (in English)', async () => {
    const measured = vi.spyOn(analytics, 'setPersonMeasured');
    installFakeApi({
      'GET /user/analytics': ok({ opt_out: true }),
      'PUT /user/analytics': fail(503, 'unavailable', 'Servicio no disponible'),
    });
    await renderSection('en');
    const toggle = await screen.findByRole('switch', { name: 'Measure my page visits' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(/Servicio no disponible|unavailable/i)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(measured).not.toHaveBeenCalled();
  });
});
