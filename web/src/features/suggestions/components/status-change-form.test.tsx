import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/testing/render';

import { IDEA_STATUSES } from '../api/ideas';

import { StatusChangeForm } from './status-change-form';

describe('StatusChangeForm', () => {
  it('asks for the public reason before accepting, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithProviders(
      <StatusChangeForm
        area="idea"
        current="nueva"
        statuses={IDEA_STATUSES}
        pending={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    const status = screen.getByRole('combobox', { name: 'Nuevo estado' });
    expect(screen.queryByRole('option', { name: 'Nueva' })).not.toBeInTheDocument();
    await user.selectOptions(status, 'Aceptada');
    await user.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(screen.getByText(/Escribe el motivo/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Motivo público/ }), '  Buena idea  ');
    await user.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'aceptada', reason: 'Buena idea' });
  });

  it('moves to review without a reason, and shows the server refusal in its words', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithProviders(
      <StatusChangeForm
        area="idea"
        current="nueva"
        statuses={IDEA_STATUSES}
        pending={false}
        error={new ApiError({ kind: 'http', status: 409, code: 'same_status' })}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ya tiene ese estado.');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Nuevo estado' }),
      'En evaluación',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'en_evaluacion', reason: null });
  });
});
