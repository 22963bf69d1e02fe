import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { useStreamedMessages } from '../stores/streamed-messages';

import { StreamedCommunications } from './streamed-communications';

afterEach(() => {
  act(() => useStreamedMessages.setState({ streamedMessages: [] }));
});

describe('StreamedCommunications', () => {
  it('shows each communication that arrived, leads to it and forgets it once opened', async () => {
    installFakeApi({});
    const add = useStreamedMessages.getState().addStreamedMessage;
    act(() => {
      add({ id: 7, title: 'Cierre del trimestre', author: 'Adriana Gómez' });
      add({ id: 9, title: 'Nueva política de viajes', author: null });
    });
    await renderWithProviders(<StreamedCommunications />);
    const region = screen.getByRole('region', { name: 'Comunicados nuevos' });
    const [first, second, ...rest] = within(region).getAllByRole('status');
    expect(rest).toHaveLength(0);
    expect(first).toHaveTextContent('Nuevo comunicado de Adriana Gómez');
    expect(first).toHaveTextContent('Cierre del trimestre');
    expect(second).toHaveTextContent('Nuevo comunicado');
    if (!first) throw new Error('no card');
    const read = within(first).getByRole('link', { name: 'Leer' });
    expect(read).toHaveAttribute('href', '/communications/7');
    await userEvent.click(read);
    expect(useStreamedMessages.getState().streamedMessages.map((m) => m.id)).toEqual([9]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Descartar «Nueva política de viajes»' }),
    );
    expect(useStreamedMessages.getState().streamedMessages).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Comunicados nuevos' })).not.toBeInTheDocument();
  });

  it('shows the newest three and says how many more wait', async () => {
    installFakeApi({});
    act(() => {
      for (let id = 1; id <= 5; id += 1) {
        useStreamedMessages
          .getState()
          .addStreamedMessage({ id, title: `Aviso ${id}`, author: null });
      }
    });
    await renderWithProviders(<StreamedCommunications />);
    expect(screen.getAllByRole('status').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Aviso 3'),
      expect.stringContaining('Aviso 4'),
      expect.stringContaining('Aviso 5'),
    ]);
    expect(screen.getByText('y 2 comunicados más')).toBeInTheDocument();
  });
});
