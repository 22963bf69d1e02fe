import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PageAdmin, PageInput, PageSummary, PageVersion, PageView } from '../api/admin-pages';

import { PagesAdminPage } from './pages-admin-page';

const ADRIANA = { id: 1, full_name: 'Adriana Gómez', first_name: 'Adriana', last_name: 'Gómez' };

function summary(extra: Partial<PageSummary> = {}): PageSummary {
  return {
    id: 7,
    slug: 'nuestra-cultura',
    title: 'Nuestra cultura',
    title_en: 'Our culture',
    icon: 'favorite',
    in_menu: true,
    menu_order: 1,
    status: 'published',
    audience: { everyone: true, departments: [], groups: [], people: [] },
    version: 3,
    created_at: Date.UTC(2026, 9, 1),
    updated_at: Date.UTC(2026, 9, 2),
    published_at: Date.UTC(2026, 9, 2),
    ...extra,
  };
}

function admin(extra: Partial<PageAdmin> = {}): PageAdmin {
  return {
    ...summary(),
    audience_people: [],
    blocks: [
      {
        type: 'text',
        html: '<p>Creemos en el <strong>reconocimiento</strong>.</p>',
        html_en: null,
        available: true,
      },
      { type: 'form', form_id: 'pausas', available: false },
    ],
    ...extra,
  };
}

const VERSIONS: PageVersion[] = [
  {
    version: 3,
    action: 'publish',
    title: 'Nuestra cultura',
    status: 'published',
    restored_from: null,
    changed_at: Date.UTC(2026, 9, 2, 10, 30),
    changed_by: ADRIANA,
  },
  {
    version: 1,
    action: 'create',
    title: 'Cultura',
    status: 'draft',
    restored_from: null,
    changed_at: Date.UTC(2026, 9, 1, 9, 0),
    changed_by: ADRIANA,
  },
];

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

function server(extra: FakeRoutes = {}) {
  installFakeApi({
    'GET /departments': ok([{ id: 2, name: 'Ventas' }]),
    'GET /communication/groups': ok([]),
    'GET /org/forms': {
      status: 200,
      body: {
        success: true,
        data: [
          {
            form_id: 'pausas',
            version: 1,
            title: { es: 'Pausas activas', en: 'Active breaks' },
            questions: 2,
            archived: false,
            updated_at: 1,
            submissions: 0,
          },
        ],
        meta: { page: 1, perPage: 100, total: 1, has_more: false },
      },
    },
    ...extra,
  });
}

const render = (route = '/admin/pages') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/pages" element={<PagesAdminPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );

beforeEach(() => {
  Object.defineProperty(document, 'execCommand', { value: vi.fn(() => true), configurable: true });
});

describe('PagesAdminPage', () => {
  it('lists every page with its status and place in the menu, and unpublishes one after asking', async () => {
    const user = userEvent.setup();
    let list = [
      summary(),
      summary({
        id: 8,
        title: 'Bienestar',
        title_en: null,
        slug: null,
        status: 'draft',
        in_menu: false,
      }),
    ];
    const patches: unknown[] = [];
    server({
      'GET /org/pages': () => ok(list),
      'PATCH /org/pages/7': (request) => {
        patches.push(body(request));
        list = [summary({ status: 'draft' }), ...list.slice(1)];
        return ok(admin({ status: 'draft' }));
      },
    });
    await render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Páginas' })).toBeVisible();
    const row = screen.getByRole('button', { name: 'Nuestra cultura' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Publicada')).toBeVisible();
    expect(within(row).getByText('En el menú (1)')).toBeVisible();
    expect(within(row).getByText('Todas las personas')).toBeVisible();
    const draftRow = screen.getByRole('button', { name: 'Bienestar' }).closest('tr');
    if (!draftRow) throw new Error('no row');
    expect(within(draftRow).getByText('Fuera del menú')).toBeVisible();
    expect(within(draftRow).getByRole('button', { name: 'Publicar: Bienestar' })).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Despublicar: Nuestra cultura' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Despublicar la página?' });
    await user.click(within(dialog).getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText('«Nuestra cultura» volvió a ser un borrador.')).toBeVisible();
    expect(patches).toEqual([{ status: 'draft' }]);
  });

  it('creates a page from its blocks, checking what is missing first', async () => {
    const user = userEvent.setup();
    const created: PageInput[] = [];
    server({
      'GET /org/pages': ok([]),
      'POST /org/pages': (request) => {
        created.push(body<PageInput>(request));
        return {
          status: 201,
          body: {
            success: true,
            data: admin({ id: 9, title: 'Bienvenida', status: 'draft', version: 1 }),
          },
        };
      },
      'GET /org/pages/9': ok(admin({ id: 9, title: 'Bienvenida', status: 'draft', version: 1 })),
      'GET /org/pages/9/versions': ok([VERSIONS[1]]),
    });
    await render('/admin/pages?newPage');
    expect(await screen.findByRole('heading', { name: 'Nueva página' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crear página' }));
    expect(await screen.findByText('Escribe el título de la página.')).toBeVisible();
    expect(screen.getByText('Escribe el texto del bloque.')).toBeVisible();
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Bienvenida');
    const text = screen.getByRole('textbox', { name: 'Texto' });
    text.innerHTML = '<p>Hola <b>a todos</b></p>';
    fireEvent.input(text);
    await user.click(screen.getByRole('tab', { name: 'Inglés' }));
    await user.type(screen.getByRole('textbox', { name: /^Título en inglés/ }), 'Welcome');
    const english = screen.getByRole('textbox', { name: 'Texto en inglés' });
    english.innerHTML = '<p>Hello everyone</p>';
    fireEvent.input(english);
    await user.click(screen.getByRole('button', { name: 'Botón' }));
    await user.type(
      screen.getByRole('textbox', { name: /^Texto del botón en inglés/ }),
      'Benefits',
    );
    await user.click(screen.getByRole('tab', { name: 'Español' }));
    await user.type(screen.getByRole('textbox', { name: /^Texto del botón(?! en)/ }), 'Beneficios');
    await user.type(
      screen.getByRole('textbox', { name: /^Enlace del botón/ }),
      'javascript:alert(1)',
    );
    await user.click(screen.getByRole('button', { name: 'Crear página' }));
    expect(
      await screen.findByText(
        'El enlace debe empezar por https:// o por / (una pantalla de Aplauso).',
      ),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /^Enlace del botón/ }));
    await user.type(screen.getByRole('textbox', { name: /^Enlace del botón/ }), '/benefits_page');
    await user.click(screen.getByRole('button', { name: 'Crear página' }));

    expect(await screen.findByText('Creaste «Bienvenida» como borrador.')).toBeVisible();
    expect(created).toEqual([
      {
        title: 'Bienvenida',
        title_en: 'Welcome',
        slug: null,
        audience: { everyone: true, departments: [], groups: [], people: [] },
        in_menu: true,
        menu_order: 0,
        icon: null,
        blocks: [
          { type: 'text', html: '<p>Hola <b>a todos</b></p>', html_en: '<p>Hello everyone</p>' },
          { type: 'button', label: 'Beneficios', label_en: 'Benefits', url: '/benefits_page' },
        ],
      },
    ]);
  });

  it('previews what the server answers, never what was typed', async () => {
    const user = userEvent.setup();
    const previews: unknown[] = [];
    const answered: PageView = {
      id: 7,
      slug: 'nuestra-cultura',
      title: 'Nuestra cultura',
      title_en: 'Our culture',
      icon: 'favorite',
      in_menu: true,
      menu_order: 1,
      updated_at: 1,
      blocks: [{ type: 'text', html: '<p>Texto limpio del servidor</p>', html_en: null }],
    };
    server({
      'GET /org/pages/7': ok(admin()),
      'GET /org/pages/7/versions': ok(VERSIONS),
      'POST /org/pages/preview': (request) => {
        previews.push(body(request));
        return ok(answered);
      },
    });
    await render('/admin/pages?customPage=7');
    const text = await screen.findByRole('textbox', { name: 'Texto' });
    expect(text.innerHTML).toBe('<p>Creemos en el <strong>reconocimiento</strong>.</p>');
    // The form block's form is no longer active: the editor says so.
    expect(screen.getByText(/Nadie ve este formulario/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quitar «Bloque 2: Formulario»' }));
    text.innerHTML = '<p>Escrito a mano</p>';
    fireEvent.input(text);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' });
    expect(await within(dialog).findByText('Texto limpio del servidor')).toBeVisible();
    expect(within(dialog).queryByText(/Escrito a mano/)).toBeNull();
    expect(previews).toEqual([
      expect.objectContaining({
        page_id: 7,
        blocks: [{ type: 'text', html: '<p>Escrito a mano</p>', html_en: null }],
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Inglés' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Our culture' })).toBeVisible();
  });

  it('shows the versions and restores one as the next version', async () => {
    const user = userEvent.setup();
    const restored: string[] = [];
    server({
      'GET /org/pages/7': ok(admin()),
      'GET /org/pages/7/versions': ok(VERSIONS),
      'POST /org/pages/7/versions/1/restore': (request) => {
        restored.push(request.path);
        return ok(admin({ version: 4, title: 'Cultura' }));
      },
    });
    await render('/admin/pages?customPage=7');
    const versions = await screen.findByRole('region', { name: 'Versiones' });
    expect(
      await within(versions).findByText(/^Versión 3 · publicada por Adriana Gómez el 02\/10\/2026/),
    ).toBeVisible();
    expect(within(versions).getByText(/^Versión 1 · creada por Adriana Gómez/)).toBeVisible();
    // The current version has nothing to restore.
    expect(within(versions).queryByRole('button', { name: 'Restaurar la versión 3' })).toBeNull();
    await user.click(within(versions).getByRole('button', { name: 'Restaurar la versión 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Restaurar esta versión?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByText('Restauraste la versión 1: ahora es la versión 4.'),
    ).toBeVisible();
    expect(restored).toEqual(['/org/pages/7/versions/1/restore']);
  });

  it("shows the server's refusal under the fields it names", async () => {
    const user = userEvent.setup();
    server({
      'GET /org/pages/7': ok(
        admin({ blocks: [{ type: 'text', html: '<p>x</p>', html_en: null, available: true }] }),
      ),
      'GET /org/pages/7/versions': ok(VERSIONS),
      'PATCH /org/pages/7': {
        status: 422,
        body: {
          success: false,
          code: 'invalid_page',
          error: 'Revisa la página: hay campos con errores.',
          details: { fields: { slug: 'Otra página ya usa esta dirección.' } },
        },
      },
    });
    await render('/admin/pages?customPage=7');
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Otra página ya usa esta dirección.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
  });

  it('says when a page is not found', async () => {
    server({
      'GET /org/pages/99': fail(404, 'not_found'),
      'GET /org/pages/99/versions': fail(404, 'not_found'),
    });
    await render('/admin/pages?customPage=99');
    expect(await screen.findByText('No encontramos esta página.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Volver a las páginas' })).toBeVisible(),
    );
  });
});
