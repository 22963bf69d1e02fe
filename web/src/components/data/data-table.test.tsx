import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DataTable, type Column, type DataTableProps, type TableSort } from './data-table';

type Person = { id: number; name: string; email: string; points: number };

const PEOPLE: Person[] = [
  { id: 1, name: 'Beto', email: 'beto.largo.apellido@ejemplo-muy-largo.example', points: 30 },
  { id: 2, name: 'Ana', email: 'ana@ejemplo.example', points: 50 },
  { id: 3, name: 'Carla', email: 'carla@ejemplo.example', points: 10 },
];

const COLUMNS: Column<Person>[] = [
  {
    key: 'name',
    header: 'Nombre',
    rowHeader: true,
    render: (p) => p.name,
    sortValue: (p) => p.name,
  },
  { key: 'email', header: 'Correo', render: (p) => p.email },
  {
    key: 'points',
    header: 'Puntos',
    align: 'right',
    render: (p) => p.points,
    sortValue: (p) => p.points,
  },
];

function names() {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent);
}

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable rows={PEOPLE} columns={COLUMNS} rowKey={(p) => p.id} label="Personas" {...props} />,
  );
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('sorts its rows by a column, ascending then descending, and says so to screen readers', async () => {
    const user = userEvent.setup();
    await renderTable();
    expect(names()).toEqual(['Beto', 'Ana', 'Carla']);
    const header = screen.getByRole('columnheader', { name: 'Puntos' });
    await user.click(within(header).getByRole('button', { name: 'Puntos' }));
    expect(names()).toEqual(['Carla', 'Beto', 'Ana']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Puntos' }));
    expect(names()).toEqual(['Ana', 'Beto', 'Carla']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // A column without a sort value is plain text.
    expect(
      within(screen.getByRole('columnheader', { name: 'Correo' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('asks the server for a sort when the list is paged there', async () => {
    const user = userEvent.setup();
    const changes: TableSort[] = [];
    function Server() {
      const [sort, setSort] = useState<TableSort>(null);
      return (
        <DataTable
          rows={PEOPLE}
          columns={[{ ...COLUMNS[0]!, sortValue: undefined, sortable: true }, COLUMNS[1]!]}
          rowKey={(p) => p.id}
          label="Personas"
          sort={sort}
          onSortChange={(next) => {
            changes.push(next);
            setSort(next);
          }}
        />
      );
    }
    await renderWithProviders(<Server />);
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(changes).toEqual([
      { key: 'name', desc: false },
      { key: 'name', desc: true },
    ]);
    expect(names()).toEqual(['Beto', 'Ana', 'Carla']); // the server's order, untouched
  });

  it('selects rows and shows the bulk actions with the count', async () => {
    const user = userEvent.setup();
    const onShip = vi.fn();
    await renderTable({
      selection: {
        canSelect: (p) => p.id !== 3,
        actions: (selected, clear) => (
          <Button
            onClick={() => {
              onShip(selected.map((p) => p.name));
              clear();
            }}
          >
            Enviar
          </Button>
        ),
      },
    });
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 seleccionado');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Carla' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 seleccionados');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onShip).toHaveBeenCalledWith(['Beto', 'Ana']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides and shows columns and remembers the choice per list', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderTable({ tableId: 'people' });
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu).queryByRole('menuitemcheckbox', { name: 'Nombre' }),
    ).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Correo' }));
    expect(screen.queryByRole('columnheader', { name: 'Correo' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    unmount();
    await renderTable({ tableId: 'people' });
    expect(screen.queryByRole('columnheader', { name: 'Correo' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Puntos' })).toBeInTheDocument();
  });

  it('keeps a column hidden by default until it is chosen, and remembers that choice', async () => {
    const user = userEvent.setup();
    const columns = COLUMNS.map((column) =>
      column.key === 'points' ? { ...column, hiddenByDefault: true } : column,
    );
    const { unmount } = await renderTable({ tableId: 'people', columns });
    expect(screen.queryByRole('columnheader', { name: 'Puntos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const points = within(screen.getByRole('menu')).getByRole('menuitemcheckbox', {
      name: 'Puntos',
    });
    expect(points).toHaveAttribute('aria-checked', 'false');
    await user.click(points);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Puntos' })).toBeInTheDocument();
    unmount();
    await renderTable({ tableId: 'people', columns });
    expect(screen.getByRole('columnheader', { name: 'Puntos' })).toBeInTheDocument();
  });

  it('reads the hidden columns an earlier version stored as a list', async () => {
    window.localStorage.setItem('aplauso.table.columns.people', JSON.stringify(['email']));
    await renderTable({ tableId: 'people' });
    expect(screen.queryByRole('columnheader', { name: 'Correo' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Puntos' })).toBeInTheDocument();
  });

  it('draws its rows as cards when the table does not fit, e-mails whole', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    await renderTable({
      actions: { header: 'Acciones', render: (p) => <Button>Editar {p.name}</Button> },
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Personas' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: 'Beto' })).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('beto.largo.apellido@ejemplo-muy-largo.example'),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Editar Beto' })).toBeInTheDocument();
  });
});
