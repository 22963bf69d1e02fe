import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { setTransport } from '@/api/client';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SendRecognitionDialog } from './send-recognition-dialog';

const types = [
  {
    id: 1,
    name: 'Gracias',
    emoji: '🙏',
    min_points: 1,
    max_points: 50,
    roles: ['employee'],
    special: false,
    active: true,
    sub_types: [],
  },
];
const people = [
  {
    id: 4,
    full_name: 'Carlos Ruiz',
    first_name: 'Carlos',
    last_name: 'Ruiz',
    email: 'carlos.ruiz@demo.local',
  },
  {
    id: 6,
    full_name: 'María López',
    first_name: 'María',
    last_name: 'López',
    email: 'maria.lopez@demo.local',
  },
];
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

function baseRoutes(balance: number): FakeRoutes {
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
    'POST /user/search': ok(people),
  };
}

/** Records the Idempotency-Key of every send. */
function recordSendKeys(): string[] {
  const keys: string[] = [];
  const inner = setTransport(null);
  setTransport((request) => {
    if (request.path === '/send_feedback') keys.push(String(request.headers['Idempotency-Key']));
    return inner(request);
  });
  return keys;
}

async function chooseReceiver(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(
    await screen.findByRole('combobox', { name: /Personas a reconocer/ }),
    name.slice(0, 3),
  );
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('send recognition dialog', () => {
  it('shows the client checks next to their fields and the live total against the balance', async () => {
    installFakeApi(baseRoutes(50));
    const user = userEvent.setup();
    await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);

    const submit = await screen.findByRole('button', { name: 'Enviar reconocimiento' });
    // Nothing chosen yet: no total and no note about it.
    expect(screen.queryByTestId('send-total')).toBeNull();
    expect(screen.queryByText(/Es el máximo/)).toBeNull();
    await user.click(submit);
    expect(await screen.findByText('Elige al menos una persona para reconocer.')).toBeVisible();
    expect(screen.getByText('Elige un tipo de reconocimiento.')).toBeVisible();
    expect(screen.getByText('Indica cuántos puntos das a cada persona.')).toBeVisible();

    await chooseReceiver(user, 'Carlos Ruiz');
    await user.click(screen.getByRole('radio', { name: /Gracias/ }));
    const amount = screen.getByRole('spinbutton', { name: /Puntos por persona/ });
    expect(amount).toHaveValue(1);
    await user.clear(amount);
    await user.type(amount, '30');
    expect(screen.getByTestId('send-total')).toHaveTextContent('Total: 30 de tus 50 puntos');

    await chooseReceiver(user, 'María López');
    expect(screen.getByTestId('send-total')).toHaveTextContent('Total: 60 de tus 50 puntos');
    expect(screen.getByTestId('send-short')).toHaveTextContent('Te faltan 10 puntos');
    expect(screen.queryByText(/Es el máximo/)).toBeNull();
    await user.click(submit);
    expect(
      await screen.findByText('No tienes puntos suficientes: necesitas 60 y tienes 50.'),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '80');
    // Out of range says only that, while typing: no total against the balance.
    expect(screen.getByText('Los puntos de este tipo deben estar entre 1 y 50.')).toBeVisible();
    expect(screen.queryByTestId('send-total')).toBeNull();
    await user.click(submit);
    expect(
      await screen.findByText('Los puntos de este tipo deben estar entre 1 y 50.'),
    ).toBeVisible();
  });

  it("shows the server's rule error next to its field and retries with the same key", async () => {
    let sends = 0;
    installFakeApi({
      ...baseRoutes(500),
      'POST /send_feedback': () => {
        sends += 1;
        return {
          status: 422,
          body: {
            success: false,
            error: 'Los puntos de «Gracias» deben estar entre 1 y 50.',
            code: 'amount_out_of_bounds',
            details: { fields: { amount: 'Entre 1 y 50.' } },
          },
        };
      },
    });
    const keys = recordSendKeys();
    const user = userEvent.setup();
    await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);

    await chooseReceiver(user, 'Carlos Ruiz');
    await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
    await user.click(screen.getByRole('button', { name: /Colaboración/ }));
    const submit = screen.getByRole('button', { name: 'Enviar reconocimiento' });
    await user.click(submit);

    const amount = screen.getByRole('spinbutton', { name: /Puntos por persona/ });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    const helper = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(helper).toHaveTextContent(
      'Los puntos por persona están fuera de los límites del tipo elegido.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(sends).toBe(2));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('closes and reports the new balance after a successful send', async () => {
    const onClose = vi.fn();
    installFakeApi({
      ...baseRoutes(500),
      'POST /send_feedback': {
        status: 201,
        body: { success: true, data: { post: {}, points_spent: 5, give_balance: 495 } },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<SendRecognitionDialog open onClose={onClose} />);
    await chooseReceiver(user, 'Carlos Ruiz');
    await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reconocimiento' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('proposes the value the message is about and records that it was taken (VAL-★3)', async () => {
    let body: unknown;
    installFakeApi({
      ...baseRoutes(500),
      'POST /send_feedback': (request) => {
        body = JSON.parse(request.body as string);
        return {
          status: 201,
          body: { success: true, data: { post: {}, points_spent: 1, give_balance: 499 } },
        };
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);
    await chooseReceiver(user, 'Carlos Ruiz');
    await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
    await user.type(screen.getByRole('textbox', { name: /^Mensaje$/ }), 'Gracias al EQUIPO');
    await user.click(await screen.findByRole('button', { name: '¿Es sobre «🤝 Colaboración»?' }));
    expect(screen.getByRole('button', { name: /Colaboración/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByTestId('value-suggestion')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar reconocimiento' }));
    await waitFor(() =>
      expect(body).toMatchObject({ values: [1], value_suggested: 1, suggestion_accepted: true }),
    );
  });

  it('says a value is required before sending, and hides values when they are off (VAL-2)', async () => {
    installFakeApi({
      ...baseRoutes(500),
      'GET /values/settings': ok({ values_in_recognition: 'required' }),
    });
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(
      <SendRecognitionDialog open onClose={() => {}} />,
    );
    expect(await screen.findByText('Obligatorio: elige al menos uno.')).toBeVisible();
    await chooseReceiver(user, 'Carlos Ruiz');
    await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar reconocimiento' }));
    expect(
      await screen.findByText(
        'Elige al menos un valor corporativo: tu organización lo pide en cada reconocimiento.',
      ),
    ).toBeVisible();
    unmount();

    installFakeApi({
      ...baseRoutes(500),
      'GET /values/settings': ok({ values_in_recognition: 'off' }),
    });
    await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);
    await screen.findByRole('button', { name: 'Enviar reconocimiento' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Colaboración/ })).toBeNull());
  });

  describe("a picture of the organisation's library", () => {
    const confeti = {
      id: 4,
      title: 'Confeti',
      title_en: 'Confetti',
      url: '/api/files/confeti.gif',
      content_type: 'image/gif',
      animated: true,
      size: 2048,
      active: true,
      created_at: Date.UTC(2026, 0, 4),
    };

    async function chooseConfeti(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Añadir imagen de la biblioteca' }));
      const picker = await screen.findByRole('dialog', {
        name: 'Elige una imagen de la biblioteca',
      });
      await user.click(await within(picker).findByRole('button', { name: 'Confeti' }));
      await user.click(within(picker).getByRole('button', { name: 'Usar imagen' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Elige una imagen de la biblioteca' }),
        ).not.toBeInTheDocument(),
      );
    }

    it('sends the chosen picture as media_id', async () => {
      const sent: unknown[] = [];
      const onClose = vi.fn();
      installFakeApi({
        ...baseRoutes(500),
        'GET /media': ok([confeti]),
        'POST /send_feedback': (request) => {
          sent.push(JSON.parse(request.body as string));
          return {
            status: 201,
            body: { success: true, data: { post: {}, points_spent: 5, give_balance: 495 } },
          };
        },
      });
      const user = userEvent.setup();
      await renderWithProviders(<SendRecognitionDialog open onClose={onClose} />);
      await chooseReceiver(user, 'Carlos Ruiz');
      await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
      await chooseConfeti(user);
      expect(screen.getByRole('group', { name: 'Imagen elegida: Confeti' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Enviar reconocimiento' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toEqual([expect.objectContaining({ media_id: 4 })]);
    });

    it('says so at the picker when the picture was hidden meanwhile, and reloads the library', async () => {
      let libraryReads = 0;
      installFakeApi({
        ...baseRoutes(500),
        'GET /media': () => {
          libraryReads += 1;
          return ok(libraryReads === 1 ? [confeti] : []);
        },
        'POST /send_feedback': {
          status: 422,
          body: {
            success: false,
            error: 'Esa imagen ya no está en la biblioteca.',
            code: 'media_not_found',
            details: { fields: { media_id: 'Imagen no válida.' } },
          },
        },
      });
      const user = userEvent.setup();
      await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);
      await chooseReceiver(user, 'Carlos Ruiz');
      await user.click(await screen.findByRole('radio', { name: /Gracias/ }));
      await chooseConfeti(user);
      await user.click(screen.getByRole('button', { name: 'Enviar reconocimiento' }));

      const chosen = screen.getByRole('group', { name: 'Imagen elegida: Confeti' });
      await waitFor(() =>
        expect(chosen).toHaveAccessibleDescription(
          'Esa imagen ya no está en la biblioteca: elige otra o quítala.',
        ),
      );
      await user.click(within(chosen).getByRole('button', { name: 'Cambiar' }));
      const picker = await screen.findByRole('dialog', {
        name: 'Elige una imagen de la biblioteca',
      });
      expect(
        await within(picker).findByText('Tu organización aún no tiene imágenes en la biblioteca.'),
      ).toBeVisible();
      expect(libraryReads).toBe(2);
      await user.click(within(picker).getByRole('button', { name: 'Cancelar' }));
      await user.click(within(chosen).getByRole('button', { name: 'Quitar' }));
      expect(
        screen.queryByText('Esa imagen ya no está en la biblioteca: elige otra o quítala.'),
      ).not.toBeInTheDocument();
    });
  });

  describe("the organisation's names in the UI language", () => {
    const wordedRoutes = (): FakeRoutes => ({
      ...baseRoutes(500),
      'GET /recognition_type': ok([
        {
          ...types[0],
          name_en: 'Thanks',
          description: 'Por una ayuda, grande o pequeña.',
          description_en: 'For a helping hand, big or small.',
          sub_types: [
            { id: 7, type_id: 1, name: 'Ayuda técnica', name_en: 'Tech help', active: true },
            // No English name: English readers see the organisation's own.
            { id: 8, type_id: 1, name: 'Escucha', name_en: null, active: true },
          ],
        },
      ]),
      'GET /values': ok([
        {
          ...corporateValues[0],
          name_en: 'Teamwork',
          description: 'Trabajamos juntos.',
          description_en: 'We work together.',
        },
        { ...corporateValues[1], name_en: null, description: 'Hacemos las cosas bien.' },
      ]),
    });

    it('shows the English names and descriptions in English, falling back to its own', async () => {
      installFakeApi(wordedRoutes());
      const user = userEvent.setup();
      await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />, { lng: 'en' });
      const dialog = await screen.findByRole('dialog');
      const type = await within(dialog).findByRole('radio', { name: /Thanks/ });
      expect(within(dialog).getByText('For a helping hand, big or small.')).toBeVisible();
      await user.click(type);
      expect(within(dialog).getByRole('radio', { name: 'Tech help' })).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: 'Escucha' })).toBeInTheDocument();
      expect(await within(dialog).findByRole('button', { name: '🤝 Teamwork' })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: '🏆 Excelencia' })).toBeVisible();
      // A chosen value says what it means, in English when the organisation wrote it so.
      expect(within(dialog).queryByText('We work together.')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: '🤝 Teamwork' }));
      await user.click(within(dialog).getByRole('button', { name: '🏆 Excelencia' }));
      expect(within(dialog).getByText('We work together.')).toBeVisible();
      expect(within(dialog).getByText('Hacemos las cosas bien.')).toBeVisible();
      expect(
        within(dialog).queryByText(/Gracias|Colaboración|Ayuda técnica|Por una ayuda|juntos/),
      ).toBeNull();
    });

    it("shows the organisation's own names in Spanish", async () => {
      installFakeApi(wordedRoutes());
      const user = userEvent.setup();
      await renderWithProviders(<SendRecognitionDialog open onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: 'Reconocer a alguien' });
      await user.click(await within(dialog).findByRole('radio', { name: /Gracias/ }));
      expect(within(dialog).getByText('Por una ayuda, grande o pequeña.')).toBeVisible();
      expect(within(dialog).getByRole('radio', { name: 'Ayuda técnica' })).toBeInTheDocument();
      expect(await within(dialog).findByRole('button', { name: '🤝 Colaboración' })).toBeVisible();
      expect(within(dialog).queryByText(/Thanks|Teamwork|Tech help|helping hand/)).toBeNull();
    });
  });
});
