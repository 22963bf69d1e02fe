import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { requestRecognition } from '@/lib/recognise-request';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { HomeComposer } from './home-composer';

const types = [
  {
    id: 1,
    name: 'Gracias',
    emoji: '🙏',
    min_points: 5,
    max_points: 50,
    roles: ['employee'],
    special: false,
    active: true,
    sub_types: [],
  },
  {
    id: 2,
    name: 'Innovación',
    emoji: '💡',
    min_points: 10,
    max_points: 100,
    roles: ['employee'],
    special: false,
    active: true,
    sub_types: [],
  },
];
const carlos = {
  id: 4,
  full_name: 'Carlos Ruiz',
  first_name: 'Carlos',
  last_name: 'Ruiz',
  email: 'carlos.ruiz@demo.local',
};
const valueLists = { colour: null, examples: [], examples_en: [], keywords_en: [] };
const corporateValues = [
  {
    id: 1,
    name: 'Colaboración',
    emoji: '🤝',
    active: true,
    position: 0,
    ...valueLists,
    keywords: ['equipo'],
  },
  {
    id: 2,
    name: 'Excelencia',
    emoji: '🏆',
    active: true,
    position: 0,
    ...valueLists,
    keywords: [],
  },
];

function routes(balance: number, sent: unknown[]): FakeRoutes {
  return {
    'GET /recognition_type': ok(types),
    'GET /values': ok(corporateValues),
    'GET /user/points': ok({
      user_id: 3,
      give_balance: balance,
      redeem_balance: 0,
      lifetime_received: 0,
      level: null,
      next_level: null,
    }),
    'POST /user/search': ok([carlos]),
    'POST /send_feedback': (request: TransportRequest) => {
      sent.push(typeof request.body === 'string' ? JSON.parse(request.body) : request.body);
      return {
        status: 201,
        body: { success: true, data: { post: {}, points_spent: 10, give_balance: balance - 10 } },
      };
    },
  };
}

describe('home composer', () => {
  it('sends people, points, type, value and message through the send call, then empties', async () => {
    const sent: unknown[] = [];
    installFakeApi(routes(500, sent));
    const user = userEvent.setup();
    await renderWithProviders(<HomeComposer />);

    expect(
      screen.getByRole('heading', { name: '¿A quién quieres reconocer hoy?' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Personas/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    // The first type is chosen from the start, with its lowest points.
    const type = await screen.findByRole('combobox', { name: /Tipo/ });
    await waitFor(() => expect(type).toHaveValue('1'));
    expect(screen.getByRole('spinbutton', { name: /Puntos/ })).toHaveValue(5);
    expect(screen.getByText('Te quedan 500 para dar')).toBeInTheDocument();

    await user.selectOptions(type, '2');
    // The points follow the new type's bounds.
    expect(screen.getByRole('spinbutton', { name: /Puntos/ })).toHaveValue(10);
    await user.selectOptions(screen.getByRole('combobox', { name: /Valor/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), '¡Gran idea!');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      reciever_emails: ['carlos.ruiz@demo.local'],
      amount: 10,
      post_types: 2,
      values: [1],
      message: '¡Gran idea!',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Mensaje/ })).toHaveValue(''));
  });

  it('says what is missing or more than the balance, without sending', async () => {
    const sent: unknown[] = [];
    installFakeApi(routes(20, sent));
    const user = userEvent.setup();
    await renderWithProviders(<HomeComposer />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveValue('1'));

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Elige al menos una persona/)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /Personas/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    const points = screen.getByRole('spinbutton', { name: /Puntos/ });
    await user.clear(points);
    await user.type(points, '30');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/No tienes puntos suficientes/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('takes the people and the message of a request (send wishes from the rail)', async () => {
    installFakeApi(routes(500, []));
    await renderWithProviders(<HomeComposer />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveValue('1'));

    act(() => requestRecognition([carlos], '¡Feliz cumpleaños, Carlos!'));
    expect(await screen.findByRole('button', { name: /Carlos Ruiz/ })).toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: /Mensaje/ });
    expect(message).toHaveValue('¡Feliz cumpleaños, Carlos!');
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('opens the full dialog with what was chosen', async () => {
    installFakeApi(routes(500, []));
    const user = userEvent.setup();
    await renderWithProviders(<HomeComposer />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveValue('1'));
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Gracias por todo');
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconocer a alguien' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Mensaje$/ })).toHaveValue('Gracias por todo'),
    );
  });

  it('sends a picture of the library with the recognition, then lets it go', async () => {
    const sent: unknown[] = [];
    installFakeApi({
      ...routes(500, sent),
      'GET /media': ok([
        {
          id: 2,
          title: 'Corazón',
          title_en: 'Heart',
          url: '/api/files/corazon.png',
          content_type: 'image/png',
          animated: false,
          size: 2048,
          active: true,
          created_at: Date.UTC(2026, 0, 2),
        },
      ]),
    });
    const user = userEvent.setup();
    await renderWithProviders(<HomeComposer />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveValue('1'));
    await user.type(screen.getByRole('combobox', { name: /Personas/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
    const picker = await screen.findByRole('dialog', { name: 'Elige una imagen de la biblioteca' });
    await user.click(await within(picker).findByRole('button', { name: 'Corazón' }));
    await user.click(within(picker).getByRole('button', { name: 'Usar imagen' }));
    expect(await screen.findByRole('group', { name: 'Imagen elegida: Corazón' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      reciever_emails: ['carlos.ruiz@demo.local'],
      amount: 5,
      post_types: 1,
      message: '',
      media_id: 2,
    });
    // Sent: the choice resets with the rest.
    expect(
      await screen.findByRole('button', { name: 'Añadir imagen de la biblioteca' }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: /Imagen elegida/ })).not.toBeInTheDocument();
  });
});
