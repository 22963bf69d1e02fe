import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { renderWithProviders } from '@/testing/render';

import { GuidePage } from './guide-page';

function Where() {
  const location = useLocation();
  return <p>Estás en {location.pathname}</p>;
}

async function open(
  role: User['user_type'],
  flags: Partial<ServiceFlags>,
  lng: 'es' | 'en' = 'es',
) {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
  useAppStore.getState().setServices(flags);
  return renderWithProviders(
    <Routes>
      <Route path={paths.clipGuide} element={<GuidePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: paths.clipGuide, lng },
  );
}

afterEach(() => useAppStore.getState().setServices(null));

const sectionTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getAllByRole('heading')[0]?.textContent);

describe('GuidePage', () => {
  it("explains the enabled modules only, with the organisation's modules and the member's role", async () => {
    await open('employee', { recognitions: true, catalog: true, surveys: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Guía' })).toBeInTheDocument();
    const titles = sectionTitles();
    expect(titles).toEqual(
      expect.arrayContaining([
        'Primeros pasos',
        'Reconocer a alguien',
        'Puntos para dar y puntos para canjear',
        'Canjear premios',
        'Encuestas',
      ]),
    );
    expect(titles).not.toContain('Objetivos');
    expect(titles).not.toContain('Eventos');
    // Everyone's sections come in order; no admins' part for a member.
    expect(titles.indexOf('Reconocer a alguien')).toBeLessThan(titles.indexOf('Canjear premios'));
    expect(screen.queryByRole('heading', { name: 'Para administradores' })).toBeNull();
    expect(titles).not.toContain('Decidir solicitudes de puntos');
  });

  it('lists the sections in a table of contents whose links lead to their anchors', async () => {
    await open('employee', { recognitions: true, goals: true });
    const toc = screen.getByRole('navigation', { name: 'En esta guía' });
    const link = within(toc).getByRole('link', { name: 'Objetivos' });
    expect(link).toHaveAttribute('href', '#guide-goals');
    expect(document.getElementById('guide-goals')).toHaveAccessibleName('Objetivos');
    const links = within(toc)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(sectionTitles());
    // At phone widths (hidden at this one), a list jumps to the same sections.
    const jump = screen.getByRole('combobox', { name: 'Ir a una sección', hidden: true });
    const options = within(jump).getAllByRole('option', { hidden: true });
    expect(options.slice(1).map((option) => option.textContent)).toEqual(links);
    expect(options.find((option) => option.textContent === 'Objetivos')).toHaveValue('guide-goals');
  });

  it("gives a module's section its steps and a button to its screen", async () => {
    const user = userEvent.setup();
    await open('employee', { catalog: true });
    const catalog = screen.getByRole('region', { name: 'Canjear premios' });
    expect(within(catalog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(catalog).getByText(/pulsa «Canjear»/)).toBeInTheDocument();
    await user.click(within(catalog).getByRole('link', { name: 'Abrir el catálogo' }));
    expect(screen.getByText(`Estás en ${paths.catalog}`)).toBeInTheDocument();
  });

  it("adds the admins' part for admins, and reads in English", async () => {
    await open('admin', { catalog: true }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument();
    const admins = screen.getByRole('region', { name: 'For admins' });
    const titles = within(admins)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'The admin console',
      'People',
      'Points budgets',
      'Catalog and orders',
      'Branding',
      'Modules',
    ]);
    expect(within(admins).getByRole('link', { name: 'Open People' })).toHaveAttribute(
      'href',
      '/admin/people',
    );
    expect(screen.getByRole('region', { name: 'Deciding point requests' })).toBeInTheDocument();
  });
});
