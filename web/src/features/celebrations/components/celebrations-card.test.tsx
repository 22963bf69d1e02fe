import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { listenForRecogniseRequests, useRecogniseRequest } from '@/lib/recognise-request';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Celebrant } from '../api/celebrations';

import { MONTH_PREVIEW } from './celebration-section';
import { CelebrationsCard } from './celebrations-card';

const person = (id: number, full_name: string, day: string, extra: Partial<Celebrant> = {}) => {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, day, today: false, ...extra };
};

const ana = person(3, 'Ana Torres', '03-20', { today: true, birthday_image_url: null });
const carlos = person(4, 'Carlos Ruiz', '03-05', { birthday_image_url: null });
const maria = person(6, 'María López', '03-28', { birthday_image_url: null });

function turnOn(flags: { birthdays?: boolean; anniversaries?: boolean }) {
  useAppStore.getState().setServices(flags);
}

afterEach(() => useAppStore.getState().setServices(null));

describe('CelebrationsCard', () => {
  it("shows today's birthdays first, then the rest of the month with its days", async () => {
    turnOn({ birthdays: true, anniversaries: true });
    installFakeApi({
      'GET /users/birth': ok({ today: [ana], month: [carlos, ana, maria] }),
      'GET /users/admission': ok({
        today: [],
        month: [person(9, 'Jorge Martínez', '03-12', { years: 6 })],
      }),
    });
    await renderWithProviders(<CelebrationsCard />);
    const card = screen.getByRole('region', { name: 'Celebraciones' });
    const birthdays = within(card).getByRole('region', { name: 'Cumpleaños' });

    const today = await within(birthdays).findByRole('list', { name: 'Celebran hoy' });
    expect(within(today).getByRole('link', { name: 'Ana Torres' })).toHaveAttribute(
      'href',
      '/user?id=3',
    );
    const month = within(birthdays).getByRole('list', { name: 'Celebran este mes' });
    expect(
      within(month)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^.*Carlos Ruiz5 mar$/),
      expect.stringMatching(/^.*María López28 mar$/),
    ]);
    // Today's people come first in the section, and only once.
    const links = within(birthdays)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Ana Torres', 'Carlos Ruiz', 'María López']);

    const anniversaries = within(card).getByRole('region', { name: 'Aniversarios' });
    expect(await within(anniversaries).findByText('Jorge Martínez')).toBeInTheDocument();
    expect(within(anniversaries).getByRole('listitem')).toHaveTextContent(
      'Jorge Martínez12 mar · 6 años',
    );
    expect(within(anniversaries).queryByRole('list', { name: 'Celebran hoy' })).toBeNull();
  });

  it("offers to send wishes to today's people when the home's composer is there", async () => {
    turnOn({ birthdays: true });
    installFakeApi({ 'GET /users/birth': ok({ today: [ana], month: [ana, carlos] }) });
    const stop = listenForRecogniseRequests();
    try {
      const user = userEvent.setup();
      await renderWithProviders(<CelebrationsCard />);
      await user.click(
        await screen.findByRole('button', { name: 'Enviar felicitaciones a Ana Torres' }),
      );
      const request = useRecogniseRequest.getState().request;
      expect(request?.people.map((person) => person.id)).toEqual([3]);
      expect(request?.message).toBe('¡Feliz cumpleaños, Ana! Que tengas un gran día.');
      // Only today's people get the button.
      expect(screen.getAllByRole('button', { name: /Enviar felicitaciones/ })).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('offers no wishes without a composer on the page', async () => {
    turnOn({ birthdays: true });
    installFakeApi({ 'GET /users/birth': ok({ today: [ana], month: [ana] }) });
    await renderWithProviders(<CelebrationsCard />);
    expect(await screen.findByRole('link', { name: 'Ana Torres' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar felicitaciones/ })).not.toBeInTheDocument();
  });

  it('hides the section whose module is off, and does not call it', async () => {
    turnOn({ birthdays: false, anniversaries: true });
    const seen = installFakeApi({ 'GET /users/admission': ok({ today: [], month: [] }) });
    await renderWithProviders(<CelebrationsCard />);
    const card = screen.getByRole('region', { name: 'Celebraciones' });
    expect(within(card).queryByRole('region', { name: 'Cumpleaños' })).toBeNull();
    // Nobody this month: the empty state.
    expect(await within(card).findByText('Nadie cumple aniversario este mes.')).toBeVisible();
    expect(seen).toEqual(['GET /users/admission']);
  });

  it('renders nothing when both modules are off', async () => {
    const seen = installFakeApi({});
    const { container } = await renderWithProviders(<CelebrationsCard />);
    expect(container).toBeEmptyDOMElement();
    expect(seen).toEqual([]);
  });

  it('shows the first people of the month and the rest on request, in English too', async () => {
    const user = userEvent.setup();
    turnOn({ birthdays: true });
    const many = Array.from({ length: MONTH_PREVIEW + 2 }, (_, i) =>
      person(20 + i, `Persona ${i + 1}`, `04-${String(i + 1).padStart(2, '0')}`),
    );
    installFakeApi({ 'GET /users/birth': ok({ today: [], month: many }) });
    await renderWithProviders(<CelebrationsCard />, { lng: 'en' });
    const month = await screen.findByRole('list', { name: 'Celebrating this month' });
    expect(within(month).getAllByRole('listitem')).toHaveLength(MONTH_PREVIEW);
    expect(within(month).getAllByRole('listitem')[0]).toHaveTextContent('Apr 1');

    const more = screen.getByRole('button', { name: 'See the whole month (7 people)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(month).getAllByRole('listitem')).toHaveLength(MONTH_PREVIEW + 2);
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows a failed load with a retry', async () => {
    turnOn({ birthdays: true });
    installFakeApi({ 'GET /users/birth': fail(500, 'internal') });
    await renderWithProviders(<CelebrationsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
