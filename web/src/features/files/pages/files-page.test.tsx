import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import {
  ana,
  listPage,
  makeFolder,
  makeFolderDetail,
  makeOverview,
  makeSummary,
  param,
} from '../testing/files-fixture';

import { FilesPage } from './files-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderFiles(route = '/files') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/files" element={<FilesPage />} />
        <Route path="/files/folders/:folderId" element={<p>carpeta abierta</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('FilesPage', () => {
  it('shows the folders, my personal folder and what waits for my confirmation in tabs', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /repository': ok(
        makeOverview({
          folders: [
            makeFolder(),
            makeFolder({
              id: 20,
              name: 'Seguridad',
              description: '',
              files_count: 1,
              folders_count: 0,
            }),
          ],
          personal: makeFolder({
            id: 30,
            name: 'Ana Torres',
            kind: 'personal',
            person: ana,
            files_count: 3,
          }),
          pending: 2,
        }),
      ),
      'GET /repository/pending': listPage([
        makeSummary(),
        makeSummary({
          id: 51,
          name: 'Protocolo de emergencia.pdf',
          folder_id: 20,
          folder_name: 'Seguridad',
        }),
      ]),
    });
    await renderFiles();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nueva carpeta' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Certificados' })).toHaveAttribute(
      'href',
      '/certificates',
    );
    const cards = await screen.findAllByTestId('folder-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      'PolíticasReglamentos internos2 archivos · 1 subcarpeta',
      'Seguridad1 archivo',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/files/folders/10',
    );

    await user.click(screen.getByRole('tab', { name: 'Mis documentos' }));
    expect(
      screen.getByText('Tu carpeta personal: solo la ven tú y los administradores.'),
    ).toBeVisible();
    expect(screen.getByTestId('folder-card')).toHaveTextContent('3 archivos');
    expect(screen.getByTestId('where')).toHaveTextContent('/files?tab=mine');

    await user.click(screen.getByRole('tab', { name: 'Por confirmar (2)' }));
    const rows = await screen.findAllByTestId('file-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Seguridad' })).toHaveAttribute(
      'href',
      '/files/folders/20',
    );
  });

  it('says so when there is no personal folder or nothing to confirm', async () => {
    installFakeApi({
      'GET /repository': ok(makeOverview({ folders: [] })),
      'GET /repository/pending': listPage([]),
    });
    await renderFiles('/files?tab=mine');
    expect(await screen.findByText('Aún no tienes una carpeta personal')).toBeVisible();
  });

  it('searches by name once two characters are typed, and by tag from a chip', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    installFakeApi({
      'GET /repository': ok(makeOverview()),
      'GET /repository/search': (request) => {
        const q = param(request, 'q');
        const tag = param(request, 'tag');
        searches.push(q ? `q=${q}` : `tag=${tag ?? ''}`);
        return listPage(
          q
            ? [makeSummary({ tags: ['rrhh', 'seguridad'] })]
            : [makeSummary({ id: 60, name: 'Casco.png' })],
        );
      },
    });
    await renderFiles();
    await screen.findAllByTestId('folder-card');
    const box = screen.getByRole('searchbox', { name: 'Buscar documentos por nombre' });
    await user.type(box, 'r');
    expect(screen.getByText('Escribe al menos 2 caracteres para buscar.')).toBeVisible();
    await user.type(box, 'eg');
    expect(await screen.findByRole('heading', { name: 'Resultados para «reg»' })).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    await screen.findAllByTestId('file-row');
    expect(searches).toEqual(['q=reg']);
    expect(screen.getByTestId('where')).toHaveTextContent('/files?q=reg');

    await user.click(
      screen.getByRole('button', { name: 'Buscar documentos con la etiqueta seguridad' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Documentos con la etiqueta #seguridad' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('file-row')).toHaveTextContent('Casco.png'));
    expect(box).toHaveValue('');
    expect(searches).toEqual(['q=reg', 'tag=seguridad']);

    // Removing the tag brings the tabs back.
    await user.click(
      within(screen.getByRole('button', { name: '#seguridad' })).getByTestId('CancelIcon'),
    );
    expect(await screen.findByRole('tab', { name: 'Carpetas' })).toBeVisible();
  });

  it('lets admins create a top-level folder for some departments and people, with owners', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    installFakeApi({
      'GET /repository': ok(makeOverview({ folders: [], can_create: true })),
      'GET /departments': ok([
        { id: 4, name: 'Ventas' },
        { id: 5, name: 'Operaciones' },
      ]),
      'GET /communication/groups': ok([{ id: 9, name: 'Brigada' }]),
      'POST /user/search': () => listPage([ana]),
      'POST /repository/folders': (request) => {
        posted.push(JSON.parse(request.body as string));
        return {
          status: 201,
          body: { success: true, data: makeFolderDetail({ id: 40, name: 'Ventas' }) },
        };
      },
    });
    await renderFiles();
    expect(await screen.findByText('Todavía no hay carpetas para ti')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Nueva carpeta' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva carpeta' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Ventas');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Solo algunos departamentos, grupos o personas' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(
      within(dialog).getByText('Elige al menos un departamento, un grupo o una persona.'),
    ).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Departamentos' }));
    await user.click(await screen.findByRole('option', { name: 'Ventas' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Responsables' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Responsables' }), 'ana');
    await user.click(await screen.findByRole('option', { name: /Ana Torres/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Ventas',
          description: '',
          retention_days: null,
          audience: { everyone: false, departments: [4], groups: [], people: [] },
          owners: [3],
          parent_id: null,
        },
      ]),
    );
    expect(await screen.findByText('carpeta abierta')).toBeVisible();
  });
});
