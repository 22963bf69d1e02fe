import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { ProductCategory } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { productCategoriesQueryOptions } from '@/lib/calls/catalog';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Provider } from '../api/providers';
import {
  ana,
  categories,
  cinema,
  dayOff,
  makeOrder,
  makePool,
  makeProduct,
  makeProvider,
  mug,
  page,
} from '../testing/catalog-fixture';

import { CatalogAdminPage } from './catalog-admin-page';

function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

function renderPage(route = '/admin/catalog', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <CatalogAdminPage />
      <ToastHost />
    </>,
    { route, lng },
  );
}

const hidden = makeProduct({ id: 8, name: 'Gorra', name_en: null, active: false, points: 80 });
/** The day off may be given as a prize by the admins. */
const giftableDayOff = { ...dayOff, send_users: true };

function serverWith(extra: FakeRoutes = {}) {
  const lists: Record<string, string>[] = [];
  const saved: unknown[] = [];
  installFakeApi({
    'GET /org/products': (request) => {
      lists.push(Object.fromEntries(query(request)));
      const active = query(request).get('active');
      const sendUsers = query(request).get('sendUsers');
      const all = [hidden, cinema, giftableDayOff, mug];
      return page(
        all.filter(
          (p) =>
            (active === null || String(p.active) === active) &&
            (sendUsers === null || String(p.send_users) === sendUsers),
        ),
      );
    },
    'GET /product_category': ok(categories),
    'GET /org/providers': ok([makeProvider()]),
    'GET /departments': ok([]),
    'POST /product': (request) => {
      const body = bodyOf(request) as Record<string, unknown>;
      saved.push(body);
      return ok(makeProduct({ ...(body as object), id: body.id as number }));
    },
    ...extra,
  });
  return { lists, saved };
}

describe('CatalogAdminPage', () => {
  it('lists every product with its type, category, price, stock and state', async () => {
    serverWith();
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Catálogo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Productos del catálogo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      'Entrada de cineCinema ticketDestacado',
    );
    expect(cells(rows[1]!).slice(1, 5)).toEqual([
      'Cupón',
      'Tarjetas de regalo',
      '300',
      '5 códigos',
    ]);
    expect(cells(rows[2]!).slice(1, 5)).toEqual([
      'Experiencia',
      'Experiencias',
      '2000',
      'Sin límite',
    ]);
    expect(cells(rows[3]!).slice(1, 5)).toEqual(['Producto físico', 'Bienestar', '150', '25']);
    expect(within(rows[0]!).getByRole('switch', { name: 'Activo: Gorra' })).not.toBeChecked();
    expect(within(rows[3]!).getByRole('switch', { name: 'Activo: Taza Aplauso' })).toBeChecked();
    expect(document.title).toMatch(/^Catálogo · /);
  });

  it('turns a product off at once, saving it whole', async () => {
    const user = userEvent.setup();
    const { saved } = serverWith();
    await renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Activo: Taza Aplauso' }));
    expect(
      await screen.findByText('«Taza Aplauso» ya no se muestra en el catálogo.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      {
        id: 1,
        name: 'Taza Aplauso',
        name_en: 'Aplauso mug',
        description: 'Una taza de cerámica con el logo.',
        points: 150,
        stock: 25,
        category_id: 3,
        provider_id: null,
        country: null,
        type: 'physical',
        department_ids: [],
        active: false,
        featured: false,
        send_users: false,
        image_keys: [],
      },
    ]);
  });

  it('filters by name, category, type and state', async () => {
    const user = userEvent.setup();
    const { lists } = serverWith();
    await renderPage();
    await screen.findByRole('table', { name: 'Productos del catálogo' });
    const filters = screen.getByRole('group', { name: 'Filtrar productos' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Estado' }), 'inactive');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo' }), 'physical');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Categoría' }), '3');
    await user.type(within(filters).getByRole('searchbox', { name: 'Buscar por nombre' }), 'gor');
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({
        q: 'gor',
        category: '3',
        type: 'physical',
        active: 'false',
        page: '1',
        perPage: '10',
      }),
    );
    const table = screen.getByRole('table', { name: 'Productos del catálogo' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('shows only the products that may be given as a prize', async () => {
    const user = userEvent.setup();
    const { lists } = serverWith();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Productos del catálogo' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const filters = screen.getByRole('group', { name: 'Filtrar productos' });
    const gift = within(filters).getByRole('combobox', { name: 'Para regalar' });
    expect(
      within(gift)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Regalables y no regalables',
      'Solo los que se pueden regalar',
      'Solo los que no se pueden regalar',
    ]);
    await user.selectOptions(gift, 'giftable');
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({ sendUsers: 'true', page: '1', perPage: '10' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('rowheader')).toHaveTextContent(
      'Día libreDay offDestacadoSe puede regalar',
    );
    await user.selectOptions(gift, 'notGiftable');
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({ sendUsers: 'false', page: '1', perPage: '10' }),
    );
  });

  it('gives a giftable product to people from its row, and reloads the list', async () => {
    const user = userEvent.setup();
    const gifts: { body: unknown; key: string | undefined }[] = [];
    const { lists } = serverWith({
      'POST /user/search': page([{ ...ana, email: 'ana.torres@demo.local' }]),
      'POST /org/products/2/send': (request) => {
        gifts.push({ body: bodyOf(request), key: request.headers['Idempotency-Key'] });
        return { status: 201, body: { success: true, data: [makeOrder({ total: 0 })] } };
      },
    });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Productos del catálogo' });
    // Only the products marked so may be given.
    expect(within(table).getAllByRole('button', { name: /^Regalar / })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Regalar Taza Aplauso' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Regalar Día libre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regalar «Día libre»' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Personas/ }), 'Ana');
    await user.click(await screen.findByRole('option', { name: /Ana Torres/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Regalar' }));
    expect(await screen.findByText('Regalo enviado a 1 persona')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gifts.map((gift) => gift.body)).toEqual([{ user_ids: [3] }]);
    expect(gifts[0]!.key).toEqual(expect.any(String));
    // The stock changed: the list is read again.
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('opens a product to edit, and a new one', async () => {
    const user = userEvent.setup();
    serverWith();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Gorra' }));
    expect(await screen.findByRole('dialog', { name: 'Editar «Gorra»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getAllByRole('button', { name: 'Nuevo producto' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it('says so when there are no products yet, in English too', async () => {
    installFakeApi({ 'GET /org/products': page([]), 'GET /product_category': ok(categories) });
    await renderPage('/admin/catalog', 'en');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New product' }).length).toBeGreaterThan(0);
  });

  it('manages the providers in their tab: adds one, refuses a taken name, turns one off', async () => {
    const user = userEvent.setup();
    let providers: Provider[] = [makeProvider()];
    const created: unknown[] = [];
    const patched: unknown[] = [];
    installFakeApi({
      'GET /org/providers': () => ok(providers),
      'POST /org/providers': (request) => {
        const body = bodyOf(request) as { name: string };
        created.push(body);
        if (body.name === 'Cerámicas del Valle')
          return fail(409, 'provider_exists', 'Ya existe un proveedor con ese nombre.');
        const provider = makeProvider({ ...body, id: 6, products_count: 0 });
        providers = [...providers, provider];
        return { status: 201, body: { success: true, data: provider } };
      },
      'PATCH /org/providers/5': (request) => {
        const body = bodyOf(request) as Partial<Provider>;
        patched.push(body);
        providers = providers.map((p) => (p.id === 5 ? { ...p, ...body } : p));
        return ok(providers[0]);
      },
    });
    await renderPage('/admin/catalog?tab=providers');
    expect(screen.getByRole('tab', { name: 'Proveedores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Proveedores' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Cerámicas del ValleRosa Díazrosa@ceramicas.example+57 300 000 00002',
    );

    await user.click(screen.getAllByRole('button', { name: 'Nuevo proveedor' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Correo de contacto/ }), 'x@');
    await user.click(within(dialog).getByRole('button', { name: 'Crear proveedor' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe un correo válido.')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /^Correo de contacto/ });
    await user.clear(email);
    await user.type(email, 'ventas@cine.example');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nombre/ }),
      'Cerámicas del Valle',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear proveedor' }));
    expect(
      await within(dialog).findByText('Ya hay un proveedor con ese nombre.'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Cine Andino');
    await user.click(within(dialog).getByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByText('Agregaste el proveedor «Cine Andino».')).toBeInTheDocument();
    expect(created.at(-1)).toEqual({
      name: 'Cine Andino',
      contact_name: null,
      contact_email: 'ventas@cine.example',
      phone: null,
      active: true,
    });
    expect(await screen.findByRole('rowheader', { name: 'Cine Andino' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Activo: Cerámicas del Valle' }));
    expect(
      await screen.findByText('El proveedor «Cerámicas del Valle» quedó inactivo.'),
    ).toBeInTheDocument();
    expect(patched).toEqual([{ active: false }]);
  });

  it('lists every category in order, inactive ones too, and adds one, refusing a name in use', async () => {
    const user = userEvent.setup();
    let list: ProductCategory[] = [
      { ...categories[0]!, icon: '🎟️' },
      { ...categories[1]!, active: false },
      categories[2]!,
    ];
    const asked: Record<string, string>[] = [];
    const created: unknown[] = [];
    installFakeApi({
      'GET /product_category': (request) => {
        asked.push(Object.fromEntries(query(request)));
        return ok(list);
      },
      'POST /product_category': (request) => {
        const body = bodyOf(request) as { name: string; icon: string | null };
        created.push(body);
        if (body.name.toLowerCase() === 'bienestar')
          return fail(409, 'category_exists', 'Ya existe una categoría con ese nombre.');
        const category = { id: 9, name: body.name, icon: body.icon, active: true };
        list = [...list, category];
        return { status: 201, body: { success: true, data: category } };
      },
    });
    const { queryClient } = await renderPage('/admin/catalog?tab=categories');
    // What the catalog's filters and the product form read, already in the cache.
    queryClient.setQueryData(productCategoriesQueryOptions().queryKey, categories);
    expect(screen.getByRole('tab', { name: 'Categorías' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Categorías' });
    expect(asked[0]).toEqual({ all: 'true' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '🎟️Experiencias',
      'Tecnología',
      'Bienestar',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(rows[1]!).getByRole('switch', { name: 'Activa: Tecnología' })).not.toBeChecked();
    expect(within(rows[2]!).getByRole('switch', { name: 'Activa: Bienestar' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Subir Experiencias' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar Bienestar' })).toBeDisabled();

    await user.click(screen.getAllByRole('button', { name: 'Nueva categoría' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.type(name, 'bienestar');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(
      await within(dialog).findByText('Ya hay una categoría con ese nombre.'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  Hogar ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Icono/ }), '🏠');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(await screen.findByText('Agregaste la categoría «Hogar».')).toBeInTheDocument();
    expect(created).toEqual([
      { name: 'bienestar', icon: null },
      { name: 'Hogar', icon: '🏠' },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Hogar' })).toHaveTextContent('🏠Hogar');
    // The lists of active categories (filters, product form) reload too.
    expect(queryClient.getQueryState(productCategoriesQueryOptions().queryKey)?.isInvalidated).toBe(
      true,
    );
  });

  it('renames a category, turns one off and moves one up, sending its new place', async () => {
    const user = userEvent.setup();
    let list: ProductCategory[] = categories.slice(0, 3);
    const changes: { path: string; body: unknown }[] = [];
    const change = (id: number) => (request: TransportRequest) => {
      const body = bodyOf(request) as Partial<ProductCategory> & { position?: number };
      changes.push({ path: request.path, body });
      const { position, ...rest } = body;
      const saved = { ...list.find((c) => c.id === id)!, ...rest };
      const others = list.filter((c) => c.id !== id);
      list =
        position === undefined
          ? list.map((c) => (c.id === id ? saved : c))
          : [...others.slice(0, position), saved, ...others.slice(position)];
      return ok(saved);
    };
    installFakeApi({
      'GET /product_category': () => ok(list),
      'POST /product/category/1': change(1),
      'POST /product/category/2': change(2),
      'POST /product/category/3': change(3),
    });
    const { queryClient } = await renderPage('/admin/catalog?tab=categories');
    queryClient.setQueryData(queryKeys.productCategories, categories);

    await user.click(await screen.findByRole('button', { name: 'Editar Tecnología' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Tecnología»' });
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    expect(name).toHaveValue('Tecnología');
    await user.clear(name);
    await user.type(name, 'Gadgets');
    await user.type(within(dialog).getByRole('textbox', { name: /^Icono/ }), '📱');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardaste la categoría «Gadgets».')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Activa: Experiencias' }));
    expect(
      await screen.findByText(
        'La categoría «Experiencias» quedó inactiva: ya no aparece en los filtros del catálogo.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subir Bienestar' }));
    expect(await screen.findByText('«Bienestar» quedó en el lugar 2.')).toBeInTheDocument();
    expect(changes).toEqual([
      { path: '/product/category/2', body: { name: 'Gadgets', icon: '📱' } },
      { path: '/product/category/1', body: { active: false } },
      { path: '/product/category/3', body: { position: 1 } },
      { path: '/product/category/2', body: { position: 2 } },
    ]);
    const table = screen.getByRole('table', { name: 'Categorías' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Experiencias', 'Bienestar', '📱Gadgets']),
    );
    expect(queryClient.getQueryState(queryKeys.productCategories)?.isInvalidated).toBe(true);
  });

  it('says so when there are no categories yet, in English too', async () => {
    installFakeApi({ 'GET /product_category': ok([]) });
    await renderPage('/admin/catalog?tab=categories', 'en');
    expect(screen.getByRole('tab', { name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New category' }).length).toBeGreaterThan(0);
  });

  it('says why a move failed, and reads the list again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    installFakeApi({
      'GET /product_category': () => {
        reads += 1;
        return ok(categories.slice(0, 2));
      },
      'POST /product/category/2': fail(404, 'not_found', 'Categoría no encontrada'),
    });
    await renderPage('/admin/catalog?tab=categories', 'en');
    await user.click(await screen.findByRole('button', { name: 'Move Tecnología up' }));
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('shows each code pool and adds codes from a file, saying how many were added and skipped', async () => {
    const user = userEvent.setup();
    let pools = [makePool()];
    const uploaded: { path: string; file: unknown }[] = [];
    installFakeApi({
      'GET /org/cupons': () => ok(pools),
      'POST /org/cupons/3': (request) => {
        const form = request.body as FormData;
        uploaded.push({ path: request.path, file: (form.get('file') as File).name });
        pools = [makePool({ total: 15, left: 13 })];
        return ok({ added: 10, skipped: 2, pool: pools[0] });
      },
    });
    await renderPage('/admin/catalog?tab=coupons');
    const table = await screen.findByRole('table', { name: 'Códigos por producto' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Entrada de cine53');
    const input = screen.getByLabelText('Archivo de códigos de «Entrada de cine»');
    await user.upload(input, new File(['CINE-1\nCINE-2\n'], 'codigos.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(
        '«Entrada de cine»: se agregaron 10 códigos; se omitieron 2 (vacíos o repetidos).',
      ),
    ).toBeInTheDocument();
    expect(uploaded).toEqual([{ path: '/org/cupons/3', file: 'codigos.csv' }]);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Entrada de cine1513'),
    );
  });

  it('refuses a file that is no CSV or workbook, and shows what the server refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    installFakeApi({
      'GET /org/cupons': ok([makePool()]),
      'POST /org/cupons/3': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'El archivo no tiene códigos.',
          details: { fields: { file: 'El archivo no tiene códigos.' } },
        },
      },
    });
    await renderPage('/admin/catalog?tab=coupons', 'en');
    const input = await screen.findByLabelText('Code file of “Entrada de cine”');
    await user.upload(input, new File(['x'], 'codes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('“codes.pdf” is not a .csv or .xlsx file.')).toBeInTheDocument();
    await user.upload(input, new File([''], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText('El archivo no tiene códigos.')).toBeInTheDocument();
  });

  it('lists the codes another product holds when the server refuses a file for them', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/cupons': ok([makePool()]),
      'POST /org/cupons/3': {
        status: 409,
        body: {
          success: false,
          code: 'coupon_codes_taken',
          error: 'Estos 2 códigos ya están en otro producto: GIFT-2, GIFT-9.',
          details: { codes: ['GIFT-2', 'GIFT-9'] },
        },
      },
    });
    await renderPage('/admin/catalog?tab=coupons');
    const input = await screen.findByLabelText('Archivo de códigos de «Entrada de cine»');
    await user.upload(input, new File(['GIFT-2\nGIFT-9\n'], 'codigos.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«Entrada de cine»: no se cargó el archivo porque 2 códigos ya están en otro producto: ' +
        'GIFT-2, GIFT-9. Un código solo puede estar en un producto: quítalos del archivo y ' +
        'vuelve a subirlo.',
    );
  });

  it('says so when there are no code products', async () => {
    installFakeApi({ 'GET /org/cupons': ok([]) });
    await renderPage('/admin/catalog?tab=coupons');
    expect(await screen.findByText('Aún no hay productos de códigos')).toBeInTheDocument();
  });
});
