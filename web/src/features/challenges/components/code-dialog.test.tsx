import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { CodeDialog } from './code-dialog';

describe('CodeDialog', () => {
  it('shows the QR and the six digits, big, with the seconds left', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    installFakeApi({
      'GET /org/challenge/7/code': ok({
        code: '482913',
        qr_text: 'APL-RETO:7:482913',
        expires_at: Date.now() + 20_000,
        period_seconds: 30,
      }),
    });
    await renderWithProviders(
      <CodeDialog challengeId={7} title="Feria de salud" onClose={onClose} />,
    );
    expect(await screen.findByTestId('challenge-code')).toHaveTextContent('482 913');
    expect(screen.getByRole('img', { name: 'Código QR del check-in' })).toBeVisible();
    expect(screen.getByText(/Cambia en (19|20) segundos/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cerrar el código' }));
    expect(onClose).toHaveBeenCalled();
  });
});
