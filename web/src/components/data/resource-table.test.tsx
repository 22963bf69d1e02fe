import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/testing/render';

import { EmptyState } from '../feedback/empty-state';

import { ResourceTable } from './resource-table';

type Fruit = { id: number; name: string; stock: number };

const query = (state: Partial<{ isPending: boolean; error: unknown; data: Fruit[] }>) => ({
  isPending: state.isPending ?? false,
  isError: state.error !== undefined,
  error: state.error,
  data: state.data,
  refetch: vi.fn(),
});

function renderTable(list: ReturnType<typeof query>) {
  return renderWithProviders(
    <ResourceTable
      query={list}
      rows={(data) => data}
      rowKey={(fruit) => fruit.id}
      label="Frutas"
      loadingLabel="Cargando frutas…"
      empty={<EmptyState title="Aún no hay frutas." />}
      columns={[
        { key: 'name', header: 'Fruta', rowHeader: true, render: (fruit) => fruit.name },
        { key: 'stock', header: 'Existencias', align: 'right', render: (fruit) => fruit.stock },
      ]}
      actions={{
        header: 'Acciones',
        render: (fruit) => <Button aria-label={`Editar ${fruit.name}`}>Editar</Button>,
      }}
    />,
  );
}

describe('ResourceTable', () => {
  it('names the spinner while the list loads', async () => {
    await renderTable(query({ isPending: true }));
    expect(screen.getByRole('progressbar', { name: 'Cargando frutas…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry button', async () => {
    const user = userEvent.setup();
    const failed = query({ error: new ApiError({ kind: 'network' }) });
    await renderTable(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('shows the empty state instead of an empty table', async () => {
    await renderTable(query({ data: [] }));
    expect(screen.getByText('Aún no hay frutas.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows one row per item, named by its row header, with its actions in the last column', async () => {
    await renderTable(
      query({
        data: [
          { id: 1, name: 'Mango', stock: 12 },
          { id: 2, name: 'Pera', stock: 0 },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Frutas' });
    expect(screen.getByRole('region', { name: 'Frutas' })).toHaveAttribute('tabindex', '0');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Fruta', 'Existencias', 'Acciones']);
    const mango = within(table).getByRole('row', { name: /Mango/ });
    expect(within(mango).getByRole('rowheader')).toHaveTextContent('Mango');
    expect(mango).toHaveTextContent('12');
    expect(within(mango).getByRole('button', { name: 'Editar Mango' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Editar Pera' })).toBeVisible();
  });
});
