import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MediaItem } from '@/lib/calls/media';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { MediaPicker } from './media-picker';

const item = (id: number, title: string, title_en: string | null, animated = false): MediaItem => ({
  id,
  title,
  title_en,
  url: `/api/files/media-${id}.${animated ? 'gif' : 'png'}`,
  content_type: animated ? 'image/gif' : 'image/png',
  animated,
  size: 2048,
  active: true,
  created_at: Date.UTC(2026, 0, id),
});

const confeti = item(4, 'Confeti', 'Confetti', true);
const trofeo = item(1, 'Trofeo', 'Trophy');
const corazon = item(2, 'Corazón', null);

/** The picker with its own state, reporting each change. */
function Harness({ onChange }: { onChange: (item: MediaItem | null) => void }) {
  const [value, setValue] = useState<MediaItem | null>(null);
  return (
    <MediaPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('media picker', () => {
  it('lists the library, chooses a picture with "Usar imagen", then removes it', async () => {
    const user = userEvent.setup();
    const changes: (MediaItem | null)[] = [];
    installFakeApi({ 'GET /media': ok([confeti, trofeo, corazon]) });
    await renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);

    await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige una imagen de la biblioteca' });
    const list = await within(dialog).findByRole('list', { name: 'Imágenes de la biblioteca' });
    const tiles = within(list).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(within(list).getByRole('button', { name: 'Trofeo' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Corazón' })).toBeInTheDocument();
    // The animated one is marked GIF, and says so to screen readers.
    const gif = within(list).getByRole('button', { name: 'Confeti' });
    expect(gif).toHaveTextContent('GIF');
    expect(gif).toHaveAccessibleDescription('Imagen animada (GIF)');

    const use = within(dialog).getByRole('button', { name: 'Usar imagen' });
    expect(use).toBeDisabled();
    await user.click(gif);
    expect(gif).toHaveAttribute('aria-pressed', 'true');
    // Pressing another one moves the choice.
    await user.click(within(list).getByRole('button', { name: 'Trofeo' }));
    expect(gif).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('button', { name: 'Trofeo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(use);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([trofeo]);
    const chosen = screen.getByRole('group', { name: 'Imagen elegida: Trofeo' });
    expect(chosen.querySelector('img')).toHaveAttribute('src', trofeo.url);

    await user.click(within(chosen).getByRole('button', { name: 'Quitar' }));
    expect(changes).toEqual([trofeo, null]);
    expect(screen.queryByRole('group', { name: /Imagen elegida/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' })).toBeVisible();
  });

  it('works from the keyboard, and "Cancelar" keeps what was chosen', async () => {
    const user = userEvent.setup();
    const changes: (MediaItem | null)[] = [];
    installFakeApi({ 'GET /media': ok([trofeo, corazon]) });
    await renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);

    screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const corazonTile = await within(dialog).findByRole('button', { name: 'Corazón' });
    corazonTile.focus();
    await user.keyboard(' ');
    expect(corazonTile).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Usar imagen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([corazon]);

    // "Cambiar" opens the library with the choice pressed; cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByRole('button', { name: 'Corazón' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([corazon]);
  });

  it('names the pictures in English for English readers (the own title when none is set)', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'GET /media': ok([trofeo, corazon]) });
    await renderWithProviders(<Harness onChange={() => undefined} />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Add a picture from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture from the library' });
    expect(await within(dialog).findByRole('button', { name: 'Trophy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Corazón' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Trophy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use picture' }));
    expect(await screen.findByRole('group', { name: 'Chosen picture: Trophy' })).toBeVisible();
  });

  it('says when the organisation has no pictures yet', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'GET /media': ok([]) });
    await renderWithProviders(<Harness onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Tu organización aún no tiene imágenes en la biblioteca.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Usar imagen' })).toBeDisabled();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeApi({
      'GET /media': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal', 'Error interno') : ok([trofeo]);
      },
    });
    await renderWithProviders(<Harness onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('button', { name: 'Trofeo' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the error it is given (the server no longer has the picture)', async () => {
    await renderWithProviders(
      <MediaPicker
        value={trofeo}
        onChange={() => undefined}
        error="Esa imagen ya no está en la biblioteca."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Esa imagen ya no está en la biblioteca.');
    expect(
      screen.getByRole('group', { name: 'Imagen elegida: Trofeo' }),
    ).toHaveAccessibleDescription('Esa imagen ya no está en la biblioteca.');
  });

  it('keeps animated pictures still in the grid for people who prefer reduced motion', async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia.bind(window);
    const reduced = (query: string): MediaQueryList => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion: reduce') ? reduced(query) : matchMedia(query),
    );
    installFakeApi({ 'GET /media': ok([confeti, trofeo]) });
    await renderWithProviders(<Harness onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
    const dialog = await screen.findByRole('dialog');
    const gif = await within(dialog).findByRole('button', { name: 'Confeti' });
    const still = within(dialog).getByRole('button', { name: 'Trofeo' });
    expect(gif.querySelector('img')).toBeNull();
    expect(still.querySelector('img')).toHaveAttribute('src', trofeo.url);
    // Hovered or focused, it shows.
    await user.hover(gif);
    expect(gif.querySelector('img')).toHaveAttribute('src', confeti.url);
    await user.unhover(gif);
    expect(gif.querySelector('img')).toBeNull();
    // Chosen, its preview stays still too.
    await user.click(gif);
    await user.click(within(dialog).getByRole('button', { name: 'Usar imagen' }));
    const chosen = await screen.findByRole('group', { name: 'Imagen elegida: Confeti' });
    expect(chosen.querySelector('img')).toBeNull();
    expect(within(chosen).getByTestId('media-picker-still')).toBeInTheDocument();
  });
});
