import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DateInput } from './date-input';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="day" label="Vence el" value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows dd/MM/yyyy and keeps yyyy-MM-dd as its value', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness initial="2026-03-07" />);
    const field = screen.getByLabelText('Vence el');
    expect(field).toHaveValue('07/03/2026');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.clear(field);
    await user.type(field, '1/12/2026');
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-01');
    expect(field).toHaveValue('01/12/2026');
    expect(
      screen.getByRole('button', { name: 'Elegir en el calendario: Vence el' }),
    ).toBeInTheDocument();
  });
});
