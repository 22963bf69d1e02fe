import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { CelebrationSettingsPage } from './celebration-settings-page';

const page = (
  <>
    <CelebrationSettingsPage />
    <ToastHost />
  </>
);

// A form driven by keyboard and mouse: seconds while the other test workers hold the CPU.
describe('CelebrationSettingsPage', () => {
  it('sends the points per anniversary and confirms with a toast', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /org/settings/celebrations': ok({ anniversary_points: 0 }),
      'POST /org/settings/celebrations': (request) => {
        const body = JSON.parse(request.body as string) as { anniversary_points: number };
        bodies.push(body);
        return ok(body);
      },
    });
    await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Celebraciones' })).toBeInTheDocument();
    const points = await screen.findByRole('textbox', { name: /Puntos por aniversario/ });
    expect(points).toHaveValue('0');
    expect(points).toHaveAccessibleDescription(
      'Se descuentan de la tesorería y llegan a sus puntos para canjear. Entre 0 y 1.000.000; con 0 no se entregan puntos.',
    );

    await user.clear(points);
    await user.type(points, '50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Se guardaron los puntos por aniversario.')).toBeInTheDocument();
    expect(bodies).toEqual([{ anniversary_points: 50 }]);
    expect(points).toHaveValue('50');
  });

  it("checks the range before sending, and shows the server's field message", async () => {
    const user = userEvent.setup();
    const message = 'Los puntos deben estar entre 0 y 1.000.000.';
    const seen = installFakeApi({
      'GET /org/settings/celebrations': ok({ anniversary_points: 10 }),
      'POST /org/settings/celebrations': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { anniversary_points: message } },
        },
      },
    });
    await renderWithProviders(page);
    const points = await screen.findByRole('textbox', { name: /Puntos por aniversario/ });

    await user.clear(points);
    await user.type(points, '2000000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(points).toHaveAccessibleDescription('Escribe un número entero entre 0 y 1.000.000.'),
    );
    expect(seen).not.toContain('POST /org/settings/celebrations');

    await user.clear(points);
    await user.type(points, '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(points).toHaveAccessibleDescription(message));
    expect(seen).toContain('POST /org/settings/celebrations');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /org/settings/celebrations': fail(500, 'internal') });
    await renderWithProviders(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
