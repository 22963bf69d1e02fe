import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { PersonRef } from '@/api/types';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PeoplePicker } from './people-picker';

const ana = { id: 3, full_name: 'Ana Torres', email: 'ana@demo.local', department_name: 'Ventas' };
const carlos = { id: 4, full_name: 'Carlos Ruiz', email: 'carlos@demo.local' };

function searchServer() {
  const searches: unknown[] = [];
  installFakeApi({
    'POST /user/search': (request) => {
      const search = JSON.parse(request.body as string) as { query: string };
      searches.push(search);
      const people = [ana, carlos].filter((person) =>
        person.full_name.toLowerCase().includes(search.query.toLowerCase()),
      );
      return ok(people);
    },
  });
  return searches;
}

function One() {
  const [person, setPerson] = useState<PersonRef | null>(null);
  return <PeoplePicker id="one" label="Persona" required value={person} onChange={setPerson} />;
}

function Several() {
  const [people, setPeople] = useState<PersonRef[]>([]);
  return (
    <>
      <PeoplePicker multiple id="several" label="Personas" value={people} onChange={setPeople} />
      <p data-testid="chosen">{people.map((person) => person.full_name).join(', ')}</p>
    </>
  );
}

describe('PeoplePicker', () => {
  it('searches the server for what is typed and shows name, e-mail and department', async () => {
    const user = userEvent.setup();
    const searches = searchServer();
    await renderWithProviders(<One />);
    const input = screen.getByRole('combobox', { name: /Persona/ });
    expect(input).toBeRequired();
    await user.type(input, 'ana');
    await waitFor(() => expect(searches).toContainEqual({ query: 'ana', perPage: 10 }));
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Carlos/ })).not.toBeInTheDocument(),
    );
    const option = screen.getByRole('option', { name: /Ana Torres/ });
    expect(option).toHaveTextContent('ana@demo.local · Ventas');
    await user.click(option);
    expect(input).toHaveValue('Ana Torres');
  });

  it('collects several people as chips, each offered once', async () => {
    const user = userEvent.setup();
    searchServer();
    await renderWithProviders(<Several />);
    const input = screen.getByRole('combobox', { name: 'Personas' });
    await user.type(input, 'r');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    await user.type(input, 'r');
    await user.click(await screen.findByRole('option', { name: /Ana Torres/ }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('Carlos Ruiz, Ana Torres');
    expect(screen.getByRole('button', { name: 'Carlos Ruiz' })).toBeInTheDocument();
    await user.type(input, 'r');
    expect(await screen.findByText('No hay personas que coincidan')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
