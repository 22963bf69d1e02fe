import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeCart, makeCoupon } from '../testing/catalog-fixture';

import { CouponsPage } from './coupons-page';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CouponsPage', () => {
  it('lists the member’s codes with what they are for, their order and a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    installFakeApi({
      'GET /cart': ok(makeCart()),
      'GET /cupons': ok([
        makeCoupon(),
        makeCoupon({ code: 'CINE-88KD-02', order_id: 9, delivered_at: 1 }),
      ]),
    });
    await renderWithProviders(<CouponsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis cupones' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus códigos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Entrada de cine');
    expect(rows[0]).toHaveTextContent('CINE-7Q2X-91');
    expect(rows[0]).toHaveTextContent('Entregado el 07/03/2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Pedido #13' })).toHaveAttribute(
      'href',
      '/orders/13',
    );
    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Copiar el código CINE-88KD-02' }),
    );
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('CINE-88KD-02'));
    expect(await within(rows[1]!).findByText('Copiado')).toBeInTheDocument();
    expect(document.title).toMatch(/^Mis cupones · /);
  });

  it('says when there are none yet, in English too', async () => {
    installFakeApi({ 'GET /cart': ok(makeCart()), 'GET /cupons': ok([]) });
    await renderWithProviders(<CouponsPage />, { lng: 'en' });
    expect(await screen.findByText('You have no coupons yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /cart': ok(makeCart()), 'GET /cupons': fail(500, 'internal') });
    await renderWithProviders(<CouponsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
  });
});
