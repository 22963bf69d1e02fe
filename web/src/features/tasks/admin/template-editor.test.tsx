import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { TemplateEditor } from './template-editor';

describe('TemplateEditor', () => {
  it('tells each offset in words and shows every 422 on its field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'POST /org/tasks/templates': (request) => {
        sent.push(JSON.parse(request.body as string));
        return {
          status: 422,
          body: {
            success: false,
            error: 'Revisa la plantilla',
            code: 'invalid_template',
            details: { fields: { 'items[1].offset_days': 'Los días van de -365 a 365.' } },
          },
        };
      },
    });
    await renderWithProviders(
      <TemplateEditor templateId={null} onBack={() => undefined} onCreated={() => undefined} />,
    );
    await user.type(screen.getByLabelText(/Nombre \(español\)/), 'Bienvenida');
    const first = screen.getByRole('group', { name: 'Tarea 1 de la plantilla' });
    await user.type(within(first).getByLabelText(/Título/), 'Preparar equipo');
    const firstOffset = within(first).getByLabelText('Días desde la fecha de referencia');
    await user.clear(firstOffset);
    await user.type(firstOffset, '-3');
    expect(within(first).getByText('3 días antes del ingreso')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Agregar tarea' }));
    const second = screen.getByRole('group', { name: 'Tarea 2 de la plantilla' });
    await user.type(within(second).getByLabelText(/Título/), 'Reunión');
    expect(within(second).getByText('el día del ingreso')).toBeVisible();
    const secondOffset = within(second).getByLabelText('Días desde la fecha de referencia');
    await user.clear(secondOffset);
    await user.type(secondOffset, '7');
    expect(within(second).getByText('7 días después del ingreso')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Crear plantilla' }));
    expect(await within(second).findByText('Los días van de -365 a 365.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: { es: 'Bienvenida' },
      trigger: 'person_created',
      anchor: 'hire_date',
      items: [
        { key: 't1', title: 'Preparar equipo', offset_days: -3 },
        { key: 't2', title: 'Reunión', offset_days: 7 },
      ],
    });
  });

  it('asks for the name and the titles before sending', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    await renderWithProviders(
      <TemplateEditor templateId={null} onBack={() => undefined} onCreated={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Crear plantilla' }));
    expect(screen.getAllByText('Este dato es obligatorio.')).toHaveLength(2);
    expect(seen).toEqual([]);
  });
});
