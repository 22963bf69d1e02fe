import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { installFakeUploads } from '@/testing/fake-uploads';
import { renderWithProviders } from '@/testing/render';

import type { Product } from '../api/products';
import { categories, cinema, makeProduct, makeProvider } from '../testing/catalog-fixture';

import { ProductDialog } from './product-dialog';

const departments = [
  { id: 2, name: 'Comercial', active: true, member_count: 4, leader: null },
  { id: 3, name: 'Tecnología', active: true, member_count: 6, leader: null },
  { id: 9, name: 'Archivo', active: false, member_count: 0, leader: null },
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const image = (name: string) => new File([PNG], name, { type: 'image/png' });

function server(reply?: (request: TransportRequest) => FakeReply, extra: FakeRoutes = {}) {
  const sent: Record<string, unknown>[] = [];
  installFakeApi({
    'GET /product_category': ok(categories),
    'GET /org/providers': ok([
      makeProvider(),
      makeProvider({ id: 6, name: 'Proveedor inactivo', active: false }),
    ]),
    'GET /departments': ok(departments),
    'POST /product': (request) => {
      const body = JSON.parse(request.body as string) as Record<string, unknown>;
      sent.push(body);
      return reply ? reply(request) : ok(makeProduct({ ...body, id: 30 }));
    },
    ...extra,
  });
  return sent;
}

async function renderDialog(product: Product | null = null, lng: 'es' | 'en' = 'es') {
  const onClose = vi.fn();
  await renderWithProviders(
    <>
      <ProductDialog product={product} onClose={onClose} />
      <ToastHost />
    </>,
    { lng },
  );
  const title = product
    ? lng === 'es'
      ? `Editar «${product.name}»`
      : `Edit “${product.name}”`
    : lng === 'es'
      ? 'Nuevo producto'
      : 'New product';
  // The form replaces the dialog's loading state once its lists are in.
  await screen.findByRole('combobox', { name: lng === 'es' ? 'Tipo' : 'Type' });
  const dialog = screen.getByRole('dialog', { name: title });
  return { dialog, onClose };
}

describe('ProductDialog', () => {
  it('checks the form before sending anything', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog } = await renderDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'Existencias sin límite' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^País/ }), 'C1');
    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Escribe un precio entero entre 1 y 10000000 puntos.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Escribe cuántas unidades hay (un número entero).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Escribe el código de dos letras del país, por ejemplo CO.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates a product with every field and its images in the order chosen', async () => {
    // The picker offers images only; a file dropped in anyway is refused with its reason.
    const user = userEvent.setup({ applyAccept: false });
    const uploads = installFakeUploads('corp-benef-image');
    const sent = server(undefined, { 'POST /upload_presign/corp-benef-image': uploads.presign });
    const { dialog, onClose } = await renderDialog();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre( \*)?$/ }), 'Termo e2e');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nombre en inglés' }),
      'Thermos e2e',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Descripción' }),
      'Acero inoxidable.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio en puntos/ }), '100');
    await user.click(within(dialog).getByRole('switch', { name: 'Existencias sin límite' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Existencias/ }), '12');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Categoría' }), '3');
    const provider = within(dialog).getByRole('combobox', { name: 'Proveedor' });
    // Inactive providers are not offered.
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin proveedor', 'Cerámicas del Valle']);
    await user.selectOptions(provider, '5');
    await user.type(within(dialog).getByRole('textbox', { name: /^País/ }), 'co');
    const seeing = within(dialog).getByRole('group', { name: 'Departamentos que lo ven' });
    expect(
      within(seeing)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Comercial', 'Tecnología']);
    await user.click(within(seeing).getByRole('checkbox', { name: 'Tecnología' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Destacado' }));

    await user.upload(within(dialog).getByTestId('product-images-input'), [
      image('frente.png'),
      image('lado.png'),
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
    ]);
    expect(
      within(dialog).getByText('«notas.txt» no es una imagen JPG, PNG, GIF o WebP.'),
    ).toBeInTheDocument();
    const images = within(dialog).getByRole('group', { name: 'Imágenes' });
    await waitFor(() => expect(uploads.puts).toHaveLength(2));
    await waitFor(() => expect(within(images).queryByRole('progressbar')).toBeNull());
    expect(within(images).getAllByRole('listitem')[0]).toHaveTextContent(
      'Imagen 1 (principal) (frente.png)',
    );
    await user.click(within(images).getByRole('button', { name: 'Mover antes: Imagen 2' }));
    expect(within(images).getAllByRole('listitem')[0]).toHaveTextContent('(lado.png)');

    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Creaste «Termo e2e».')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Termo e2e',
        name_en: 'Thermos e2e',
        description: 'Acero inoxidable.',
        points: 100,
        stock: 12,
        category_id: 3,
        provider_id: 5,
        country: 'CO',
        type: 'physical',
        department_ids: [3],
        active: true,
        featured: true,
        send_users: false,
        image_keys: ['corp-benef-image/2-lado.png', 'corp-benef-image/1-frente.png'],
      },
    ]);
  });

  it('asks no stock of a code product: its codes are its stock', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog } = await renderDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'coupon');
    expect(within(dialog).queryByRole('switch', { name: 'Existencias sin límite' })).toBeNull();
    expect(
      within(dialog).getByText(/Cada canje toma un código de la pestaña Cupones/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre( \*)?$/ }), 'Cine');
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio en puntos/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'coupon', stock: null, image_keys: [] });
  });

  it('holds the save back while an image could not be uploaded', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('corp-benef-image', 'roto');
    const sent = server(undefined, { 'POST /upload_presign/corp-benef-image': uploads.presign });
    const { dialog } = await renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre( \*)?$/ }), 'Gorra');
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio en puntos/ }), '80');
    await user.upload(within(dialog).getByTestId('product-images-input'), image('roto.png'));
    expect(await within(dialog).findByText(/^No se pudo subir:/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(
      await within(dialog).findByText('Quita las imágenes que no se pudieron subir.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar: Imagen 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('edits a product from what it has, and shows the server’s words under their field', async () => {
    const user = userEvent.setup();
    const product = makeProduct({
      id: 7,
      provider_id: 6,
      department_ids: [9],
      images: [{ key: 'corp-benef-image/taza.png', url: 'https://files.example/taza.png' }],
    });
    let reply: FakeReply = {
      status: 400,
      body: {
        success: false,
        code: 'invalid_input',
        error: 'El precio es demasiado alto para este catálogo.',
        details: { fields: { points: 'El precio es demasiado alto para este catálogo.' } },
      },
    };
    const sent = server(() => reply);
    const { dialog, onClose } = await renderDialog(product);
    expect(within(dialog).getByRole('textbox', { name: /^Nombre( \*)?$/ })).toHaveValue(
      'Taza Aplauso',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Existencias/ })).toHaveValue('25');
    // The product's own provider and department stay on offer though they are off.
    expect(within(dialog).getByRole('combobox', { name: 'Proveedor' })).toHaveValue('6');
    expect(within(dialog).getByRole('checkbox', { name: 'Archivo' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
      'src',
      'https://files.example/taza.png',
    );

    const points = within(dialog).getByRole('textbox', { name: /^Precio en puntos/ });
    await user.clear(points);
    await user.type(points, '9000000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El precio es demasiado alto para este catálogo.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    reply = ok(makeProduct({ id: 7, points: 200 }));
    await user.clear(points);
    await user.type(points, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toEqual({
      id: 7,
      name: 'Taza Aplauso',
      name_en: 'Aplauso mug',
      description: 'Una taza de cerámica con el logo.',
      points: 200,
      stock: 25,
      category_id: 3,
      provider_id: 6,
      country: null,
      type: 'physical',
      department_ids: [9],
      active: true,
      featured: false,
      send_users: false,
      image_keys: ['corp-benef-image/taza.png'],
    });
  });

  it('sends whether admins may give a new product as a prize', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog, onClose } = await renderDialog();
    const giftable = within(dialog).getByRole('switch', { name: 'Se puede regalar' });
    expect(giftable).not.toBeChecked();
    expect(giftable).toHaveAccessibleDescription(
      'Los administradores pueden regalarlo a personas; lo paga la organización.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre( \*)?$/ }), 'Termo');
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio en puntos/ }), '90');
    await user.click(giftable);
    await user.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ name: 'Termo', send_users: true });
  });

  it('loads the product’s switch to give it as a prize, and turns it off', async () => {
    const user = userEvent.setup();
    const sent = server();
    const { dialog, onClose } = await renderDialog(makeProduct({ id: 7, send_users: true }));
    const giftable = within(dialog).getByRole('switch', { name: 'Se puede regalar' });
    expect(giftable).toBeChecked();
    await user.click(giftable);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ id: 7, send_users: false });
  });

  it('reads in English', async () => {
    server();
    const { dialog } = await renderDialog(cinema, 'en');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('coupon');
    expect(within(dialog).getByRole('textbox', { name: 'English name' })).toHaveValue(
      'Cinema ticket',
    );
    expect(within(dialog).getByRole('button', { name: 'Add images' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('switch', { name: 'Can be given as a prize' }),
    ).not.toBeChecked();
  });
});
