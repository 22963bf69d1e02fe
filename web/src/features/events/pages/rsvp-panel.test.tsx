import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeEvent, registration } from '../testing/event-fixture';

import { RsvpPanel } from './rsvp-panel';

/** The fake server records each RSVP body it receives. */
function recordRsvps(reply = ok(registration())) {
  const sent: unknown[] = [];
  installFakeApi({
    'POST /events/7/rsvp': (request: TransportRequest) => {
      sent.push(JSON.parse(request.body as string));
      return reply;
    },
  });
  return sent;
}

describe('RsvpPanel', () => {
  it('offers the event’s own answers beside the built-in ones and sends the chosen key', async () => {
    const sent = recordRsvps();
    const user = userEvent.setup();
    await renderWithProviders(<RsvpPanel event={makeEvent()} />);
    const group = screen.getByRole('group', { name: 'Tu respuesta' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Asistiré', 'Tal vez', 'No asistiré', 'Voy en línea', 'Estoy de viaje']);
    await user.click(within(group).getByRole('button', { name: 'Voy en línea' }));
    await waitFor(() => expect(sent).toEqual([{ option: 'o1', guests: 0 }]));
    await user.click(within(group).getByRole('button', { name: 'Estoy de viaje' }));
    await waitFor(() => expect(sent[1]).toEqual({ option: 'o2' }));
  });

  it('asks how many guests and sends them with going; a change is sent at once once going', async () => {
    const sent = recordRsvps();
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<RsvpPanel event={makeEvent()} />);
    const guests = screen.getByLabelText('Acompañantes');
    expect(within(guests).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(guests, '2');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Asistiré' }));
    await waitFor(() => expect(sent).toEqual([{ response: 'going', guests: 2 }]));
    unmount();

    const later = recordRsvps();
    await renderWithProviders(
      <RsvpPanel event={makeEvent({ my: registration({ guests: 2, option_key: 'o1' }) })} />,
    );
    expect(screen.getByTestId('my-standing')).toHaveTextContent('con 2 acompañantes');
    expect(screen.getByRole('button', { name: 'Voy en línea' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(screen.getByLabelText('Acompañantes'), '1');
    await waitFor(() => expect(later).toEqual([{ option: 'o1', guests: 1 }]));
  });

  it('hides the guests when the event takes none and says why a change was refused', async () => {
    recordRsvps({
      status: 409,
      body: {
        success: false,
        error: 'x',
        code: 'not_enough_places',
        details: { places_left: '1' },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RsvpPanel event={makeEvent({ max_guests: 0 })} />);
    expect(screen.queryByLabelText('Acompañantes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Asistiré' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo queda 1 lugar libre');
  });

  it('puts the number of guests back when more are refused', async () => {
    recordRsvps({
      status: 409,
      body: {
        success: false,
        error: 'x',
        code: 'not_enough_places',
        details: { places_left: '0' },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RsvpPanel event={makeEvent({ my: registration({ guests: 1 }) })} />);
    const guests = screen.getByLabelText('Acompañantes');
    await user.selectOptions(guests, '2');
    expect(await screen.findByRole('alert')).toHaveTextContent('No quedan lugares libres');
    expect(guests).toHaveValue('1');
  });

  it('uses the English label of an option in English', async () => {
    installFakeApi({ 'POST /events/7/rsvp': fail(500, 'internal') });
    await renderWithProviders(<RsvpPanel event={makeEvent()} />, { lng: 'en' });
    expect(screen.getByRole('button', { name: 'Joining online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Estoy de viaje' })).toBeInTheDocument();
  });
});
