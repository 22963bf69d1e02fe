import type * as ReactQuery from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/testing/render';

import { ErrorScreen } from './error-screen';
import { pageControls } from './reload-page';

const resetQueryErrors = vi.hoisted(() => vi.fn());

vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof ReactQuery>()),
  useQueryErrorResetBoundary: () => ({
    reset: resetQueryErrors,
    clearReset: vi.fn(),
    isReset: () => false,
  }),
}));

describe('ErrorScreen', () => {
  it('shows the spec texts and the default message', async () => {
    await renderWithProviders(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(
      screen.getByText('Ocurrió un error inesperado al cargar los datos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it("says a new version is out instead of the browser's English for a failed chunk", async () => {
    await renderWithProviders(
      <ErrorScreen
        error={new TypeError('Failed to fetch dynamically imported module: /assets/feed-1a2b.js')}
      />,
    );
    expect(
      screen.getByText('Hay una versión nueva de la aplicación. Recarga la página para continuar.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
  });

  it("shows the error's message", async () => {
    await renderWithProviders(<ErrorScreen error={new Error('Sin datos del programa')} />);
    expect(screen.getByText('Sin datos del programa')).toBeInTheDocument();
    await renderWithProviders(<ErrorScreen error={new ApiError({ kind: 'network' })} />);
    expect(
      screen.getByText('Error de conexión. Verifica tu conexión a internet.'),
    ).toBeInTheDocument();
  });

  it('Reintentar resets the query error state, then reloads the page', async () => {
    const order: string[] = [];
    resetQueryErrors.mockImplementation(() => order.push('reset'));
    vi.spyOn(pageControls, 'reload').mockImplementation(() => order.push('reload'));
    await renderWithProviders(<ErrorScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(order).toEqual(['reset', 'reload']);
  });
});
