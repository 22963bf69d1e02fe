import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { emptyDraft, inputOf, type EventDraft } from './editor-draft';
import { RemindersSection, RsvpOptionsSection } from './rsvp-settings';

const ZONE = 'America/Santiago';

/** The two sections over a draft kept in state; `seen` gets each draft as it changes. */
function Harness({
  start,
  admin,
  seen,
}: {
  start: EventDraft;
  admin: boolean;
  seen: (draft: EventDraft) => void;
}) {
  const [draft, setDraft] = useState(start);
  const set = (change: Partial<EventDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...change };
      seen(next);
      return next;
    });
  const props = { id: 'ed', draft, set, errorAt: () => undefined, disabled: false, admin };
  return (
    <>
      <RsvpOptionsSection {...props} />
      <RemindersSection {...props} />
    </>
  );
}

const survey = (id: number, status: string, es: string) => ({
  id,
  title: { es },
  status,
});

describe('the editor’s answers, reminders and survey sections', () => {
  it('adds, reorders and removes the event’s own answers', async () => {
    installFakeApi({ 'GET /org/surveys': ok([]) });
    const user = userEvent.setup();
    let last = emptyDraft(ZONE);
    await renderWithProviders(<Harness start={last} admin seen={(draft) => (last = draft)} />);
    const section = screen.getByRole('region', { name: 'Opciones de respuesta' });
    await user.click(within(section).getByRole('button', { name: 'Agregar opción' }));
    await user.type(within(section).getByLabelText(/Opción \(español\)/), 'Voy en línea');
    await user.click(within(section).getByRole('button', { name: 'Agregar opción' }));
    const labels = within(section).getAllByLabelText(/Opción \(español\)/);
    await user.type(labels[1]!, 'De viaje');
    await user.selectOptions(within(section).getAllByLabelText('Cuenta como')[1]!, 'not_going');
    await user.click(within(section).getByRole('button', { name: 'Subir «De viaje»' }));
    expect(last.options.map((option) => [option.label, option.countsAs])).toEqual([
      ['De viaje', 'not_going'],
      ['Voy en línea', 'going'],
    ]);
    await user.click(within(section).getByRole('button', { name: 'Quitar «Voy en línea»' }));
    expect(within(section).getAllByTestId('rsvp-option')).toHaveLength(1);
    await user.clear(within(section).getByLabelText(/Acompañantes por persona/));
    await user.type(within(section).getByLabelText(/Acompañantes por persona/), '2');
    expect(inputOf(last, null, true)).toMatchObject({
      max_guests: 2,
      rsvp_options: [{ label: 'De viaje', counts_as: 'not_going' }],
    });
  });

  it('stops at six answers', async () => {
    installFakeApi({ 'GET /org/surveys': ok([]) });
    const user = userEvent.setup();
    await renderWithProviders(
      <Harness start={emptyDraft(ZONE)} admin={false} seen={() => undefined} />,
    );
    const add = screen.getByRole('button', { name: 'Agregar opción' });
    for (let i = 0; i < 6; i += 1) await user.click(add);
    expect(screen.getAllByTestId('rsvp-option')).toHaveLength(6);
    expect(add).toBeDisabled();
  });

  it('chooses the reminders and, for admins, an open or scheduled survey', async () => {
    installFakeApi({
      'GET /org/surveys': ok([
        survey(4, 'open', 'Después del taller'),
        survey(5, 'closed', 'Clima 2025'),
        survey(6, 'scheduled', 'Pulso de diciembre'),
      ]),
    });
    const user = userEvent.setup();
    let last = emptyDraft(ZONE);
    await renderWithProviders(<Harness start={last} admin seen={(draft) => (last = draft)} />);
    const section = screen.getByRole('region', { name: 'Recordatorios y encuesta' });
    expect(within(section).getByRole('checkbox', { name: '7 días antes' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: '3 días antes' })).not.toBeChecked();
    await user.click(within(section).getByRole('checkbox', { name: '3 días antes' }));
    await user.click(within(section).getByRole('checkbox', { name: '7 días antes' }));
    expect(last.reminders).toEqual(['3d', '1d', '1h']);
    const picker = within(section).getByLabelText('Encuesta después del evento');
    await within(picker).findByRole('option', { name: 'Después del taller' });
    expect(within(picker).queryByRole('option', { name: 'Clima 2025' })).toBeNull();
    await user.selectOptions(picker, '6');
    expect(inputOf(last, null, true)).toMatchObject({
      reminders: ['3d', '1d', '1h'],
      followup_survey_id: 6,
    });
  });

  it('leaves the survey to admins', async () => {
    const seen = installFakeApi({});
    await renderWithProviders(
      <Harness start={emptyDraft(ZONE)} admin={false} seen={() => undefined} />,
    );
    expect(screen.getByLabelText('Encuesta después del evento')).toBeDisabled();
    expect(seen).not.toContain('GET /org/surveys');
  });
});
