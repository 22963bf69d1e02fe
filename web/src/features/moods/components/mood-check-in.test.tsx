import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { MoodToday } from '../api/moods';

import { MoodCheckIn } from './mood-check-in';
import { MoodCheckInCard } from './mood-check-in-card';

const tags = [
  { key: 'workload', label: 'Carga de trabajo', label_en: 'Workload' },
  { key: 'team', label: 'Equipo', label_en: 'Team' },
];

const empty: MoodToday = {
  day: '2026-03-18',
  entry: null,
  week: [],
  tags,
  share_with_leader: false,
  care: null,
};

describe('MoodCheckIn', () => {
  it('saves a level with its note and tags for the day it shows, quietly', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'PUT /moods/today': (request) => {
        sent.push(JSON.parse(request.body as string));
        return ok({ day: '2026-03-18', level: 4, note: 'Buen día', tags: ['team'], updated_at: 1 });
      },
    });
    await renderWithProviders(<MoodCheckIn today={empty} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elige cómo te sientes.')).toBeVisible();
    // Five faces, each with its word.
    for (const word of ['Muy mal', 'Mal', 'Regular', 'Bien', 'Muy bien'])
      expect(screen.getByRole('button', { name: word })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bien' }));
    await user.type(screen.getByRole('textbox', { name: 'Nota (opcional)' }), 'Buen día');
    await user.click(screen.getByRole('button', { name: 'Equipo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sent).toEqual([{ level: 4, note: 'Buen día', tags: ['team'], day: '2026-03-18' }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Guardado. Puedes cambiarlo hasta el final del día.',
    );
  });

  it('says the day closed when the organisation day ended, and keeps what was typed', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'PUT /moods/today': fail(409, 'day_closed') });
    await renderWithProviders(
      <MoodCheckIn
        today={{
          ...empty,
          entry: { day: '2026-03-18', level: 2, note: 'Cansada', tags: [], updated_at: 5 },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mal' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Muy bien' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ese día ya terminó. Vuelve a cargar para registrar el de hoy.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nota (opcional)' })).toHaveValue('Cansada');
    expect(screen.getByRole('button', { name: 'Borrar el registro de hoy' })).toBeVisible();
  });

  it('refuses a note over 500 characters before sending', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    await renderWithProviders(<MoodCheckIn today={empty} />);
    await user.click(screen.getByRole('button', { name: 'Regular' }));
    await user.click(screen.getByRole('textbox', { name: 'Nota (opcional)' }));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('La nota puede tener hasta 500 caracteres.')).toBeVisible();
    expect(seen).toEqual([]);
  });
});

describe('MoodCheckInCard', () => {
  it('shows the week at a glance once answered, and the care resources on a low streak', async () => {
    installFakeApi({
      'GET /moods/today': ok({
        ...empty,
        entry: { day: '2026-03-18', level: 2, note: '', tags: [], updated_at: 9 },
        week: [
          { day: '2026-03-16', level: 1, note: '', tags: [], updated_at: 1 },
          { day: '2026-03-17', level: 2, note: '', tags: [], updated_at: 2 },
          { day: '2026-03-18', level: 2, note: '', tags: [], updated_at: 9 },
        ],
        care: {
          resources: [
            {
              title: 'Habla con alguien de confianza',
              title_en: 'Talk to someone you trust',
              body: '',
              body_en: '',
              url: '',
            },
          ],
          support_contact: 'bienestar@demo.local',
          offers: [
            {
              source: 'telemedicine',
              id: 4,
              kind: 'eap',
              name: 'Apoyo psicológico',
              description: 'Seis sesiones al año.',
              description_en: null,
              hours: 'Lunes a viernes',
              hours_en: null,
              phone: '+56 2 2345 6789',
              whatsapp: null,
              logo_url: null,
              path: '/telemedicine?provider=4',
            },
          ],
        },
      }),
    });
    await renderWithProviders(<MoodCheckInCard />);
    expect(await screen.findByText('Hoy: Mal')).toBeVisible();
    const week = screen.getByRole('list', { name: 'Tu semana' });
    expect(week).toHaveTextContent('Muy mal');
    expect(week).toHaveTextContent('Sin registro');
    expect(screen.getByText('Recursos de apoyo')).toBeVisible();
    expect(screen.getByText('Contacto de apoyo: bienestar@demo.local')).toBeVisible();
    // What the organisation offers through the care slot: a call at one tap, and its page.
    const offers = screen.getByRole('region', { name: 'Dónde pedir ayuda' });
    expect(offers).toHaveTextContent('Apoyo psicológico');
    expect(offers).toHaveTextContent('Horario: Lunes a viernes');
    expect(
      screen.getByRole('link', { name: 'Llamar a Apoyo psicológico al +56 2 2345 6789' }),
    ).toHaveAttribute('href', 'tel:+56223456789');
    expect(screen.getByRole('link', { name: 'Cómo acceder a Apoyo psicológico' })).toHaveAttribute(
      'href',
      '/telemedicine?provider=4',
    );
    expect(screen.getByRole('link', { name: 'Ver mi historial' })).toHaveAttribute(
      'href',
      '/moods',
    );
  });
});
