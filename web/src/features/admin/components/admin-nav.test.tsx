import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { adminSection, type AdminSection } from '@/lib/modules/console';
import { renderWithProviders } from '@/testing/render';

import { filterSections } from '../lib/nav-search';

import { AdminNav } from './admin-nav';

const page = () => Promise.resolve({ Component: () => null });
const SECTIONS: AdminSection[] = [
  adminSection('people', { module: null, order: 1, labelKey: 'admin.nav.people' }, page),
  adminSection(
    'point-requests',
    {
      module: null,
      order: 2,
      labelKey: 'admin.nav.budgets',
    },
    page,
  ),
  adminSection('types', { module: null, order: 3, labelKey: 'admin.nav.types' }, page),
  adminSection(
    'sign-in',
    {
      module: null,
      order: 4,
      segment: 'settings/sign-in',
      labelKey: 'admin.nav.signIn',
      group: 'settings',
    },
    page,
  ),
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderNav(route = '/admin/people', onNavigate = vi.fn()) {
  await renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AdminNav sections={SECTIONS} onNavigate={onNavigate} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return onNavigate;
}

describe('AdminNav', () => {
  it('lists every section under its group, marks the current one and leads back to the app', async () => {
    await renderNav('/admin/types');
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const manage = within(nav).getByRole('list', { name: 'Gestión' });
    expect(
      within(manage)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personas', 'Puntos', 'Tipos de reconocimiento']);
    const settings = within(nav).getByRole('list', { name: 'Configuración' });
    expect(within(settings).getByRole('link', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tipos de reconocimiento' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Volver a la aplicación' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(nav).getByRole('link', { name: 'Resumen' })).toHaveAttribute('href', '/admin');
  });

  it('narrows the sections as one types, without caring for accents, and Enter opens the first', async () => {
    const user = userEvent.setup();
    const onNavigate = await renderNav();
    const search = screen.getByRole('searchbox', { name: 'Buscar sección' });
    await user.type(search, 'inicio SESION');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Volver a la aplicación',
      'Resumen',
      'Inicio de sesión',
    ]);
    expect(screen.queryByRole('list', { name: 'Gestión' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings/sign-in');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('moves from the search box into the results with the arrow keys and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderNav();
    const search = screen.getByRole('searchbox', { name: 'Buscar sección' });
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Personas' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Puntos' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna sección coincide');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Personas' })).toBeInTheDocument();
  });
});

describe('filterSections', () => {
  it('keeps the sections whose name holds every word', () => {
    const names: Record<string, string> = {
      a: 'Solicitudes de puntos',
      b: 'Catálogo',
      c: 'Puntos',
    };
    const sections = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const label = (section: { id: string }) => names[section.id] ?? '';
    expect(filterSections(sections, 'punt', label).map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterSections(sections, 'solic punt', label).map((s) => s.id)).toEqual(['a']);
    expect(filterSections(sections, 'catalogo', label).map((s) => s.id)).toEqual(['b']);
    expect(filterSections(sections, '  ', label)).toHaveLength(3);
  });
});
