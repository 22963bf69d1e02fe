import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { FolderDetail } from '../api/files';
import { MAX_FILE_BYTES } from '../lib/file-rules';
import {
  ana,
  fakeFile,
  listPage,
  makeFile,
  makeFolder,
  makeFolderDetail,
  makeSummary,
} from '../testing/files-fixture';

import { FolderPage } from './folder-page';

function renderFolder(id = 10) {
  return renderWithProviders(
    <Routes>
      <Route path="/files/folders/:folderId" element={<FolderPage />} />
      <Route path="/files/:fileId" element={<p>documento {':fileId'}</p>} />
      <Route path="/files" element={<p>portada</p>} />
    </Routes>,
    { route: `/files/folders/${id}` },
  );
}

const managed = (change: Partial<FolderDetail> = {}) =>
  makeFolderDetail({
    can_manage: true,
    can_upload: true,
    audience: { everyone: false, departments: [4], groups: [], people: [3] },
    audience_people: [ana],
    owners: [ana],
    folders: [
      makeFolder({ id: 11, name: '2026', parent_id: 10, files_count: 0, folders_count: 0 }),
    ],
    ...change,
  });

/** The multipart fields a request sent, the file by its name. */
function formFields(request: TransportRequest): Record<string, string> {
  const form = request.body as FormData;
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : value.name;
  });
  return out;
}

describe('FolderPage', () => {
  it('shows a reader the files with their chips, and no managers’ actions', async () => {
    installFakeApi({
      'GET /repository/folders/10': ok(makeFolderDetail()),
      'GET /repository/folders/10/files': listPage([
        makeSummary(),
        makeSummary({
          id: 51,
          name: 'Turnos.xlsx',
          content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          requires_ack: false,
          tags: [],
          expires_on: '2026-01-31',
          expired: true,
          version_number: 3,
        }),
        makeSummary({
          id: 52,
          name: 'Código de ética.pdf',
          acknowledged: true,
          expires_on: '2027-03-01',
        }),
      ]),
    });
    await renderFolder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Políticas' })).toBeVisible();
    const rows = await screen.findAllByTestId('file-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Reglamento interno.pdf' })).toHaveAttribute(
      'href',
      '/files/50',
    );
    expect(first).toHaveTextContent('Por confirmar');
    expect(first).toHaveTextContent('#rrhh');
    expect(within(second).getByRole('img', { name: 'Hoja de cálculo' })).toBeInTheDocument();
    expect(second).toHaveTextContent('v3');
    expect(second).toHaveTextContent('Vencido (31/01/2026)');
    expect(third).toHaveTextContent('Confirmado');
    expect(third).toHaveTextContent('Vence el 01/03/2027');
    expect(screen.queryByRole('button', { name: 'Subir archivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar carpeta' })).toBeNull();
  });

  it('checks an upload in the client, shows the server’s refusals under their fields, then uploads and opens the file', async () => {
    // The browser's picker offers only the accepted types; a drop or "all files" may still
    // bring another one.
    const user = userEvent.setup({ applyAccept: false });
    const sent: Record<string, string>[] = [];
    let reply: 'large' | 'fields' | 'ok' = 'large';
    installFakeApi({
      'GET /repository/folders/10': ok(managed()),
      'GET /repository/folders/10/files': listPage([]),
      'POST /repository/folders/10/files': (request) => {
        sent.push(formFields(request));
        if (reply === 'large') return fail(413, 'file_too_large');
        if (reply === 'fields')
          return {
            status: 400,
            body: {
              success: false,
              code: 'invalid_input',
              error: 'Revisa los campos.',
              details: { fields: { 'tags.0': 'La etiqueta «x» es muy corta.' } },
            },
          };
        return {
          status: 201,
          body: { success: true, data: makeFile({ id: 77, name: 'Plan.pdf' }) },
        };
      },
    });
    await renderFolder();
    expect(await screen.findByText('Esta carpeta no tiene archivos')).toBeVisible();
    // The audience and owners, for managers.
    expect(screen.getByTestId('folder-audience')).toHaveTextContent('Responsables: Ana Torres');
    await user.click(screen.getByRole('button', { name: 'Subir archivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir archivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByText('Elige el archivo que quieres subir.')).toBeVisible();

    const input = within(dialog).getByLabelText('Archivo');
    await user.upload(input, fakeFile('programa.exe', 'application/octet-stream'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Etiquetas' }), 'a, seguridad');
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByText(/^Sube un PDF, una imagen/)).toBeVisible();
    expect(
      within(dialog).getByText('Cada etiqueta debe tener entre 2 y 40 caracteres.'),
    ).toBeVisible();
    await user.upload(input, fakeFile('grande.pdf', 'application/pdf', MAX_FILE_BYTES + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByText('El archivo no puede superar 15 MB.')).toBeVisible();
    expect(sent).toEqual([]);

    // The server judges by content: its 413 lands under the file.
    await user.upload(input, fakeFile('Plan.pdf', 'application/pdf'));
    const tags = within(dialog).getByRole('textbox', { name: 'Etiquetas' });
    await user.clear(tags);
    await user.type(tags, 'rrhh, seguridad');
    await user.click(within(dialog).getByRole('switch', { name: 'Pedir confirmación de lectura' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ file: 'Plan.pdf', tags: 'rrhh,seguridad', requires_ack: 'true' });
    expect(await within(dialog).findByText('El archivo no puede superar 15 MB.')).toBeVisible();

    reply = 'fields';
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText('La etiqueta «x» es muy corta.')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    reply = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('documento :fileId')).toBeVisible();
  });

  it('says a folder that is not empty cannot be deleted (409)', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /repository/folders/10': ok(managed()),
      'GET /repository/folders/10/files': listPage([makeSummary()]),
      'DELETE /repository/folders/10': fail(409, 'folder_not_empty'),
    });
    await renderFolder();
    await user.click(await screen.findByRole('button', { name: 'Eliminar carpeta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la carpeta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar carpeta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La carpeta no está vacía: primero elimina sus archivos y subcarpetas.',
    );
  });

  it('creates a subfolder with a name, and its files kept 30 days after their last change', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    installFakeApi({
      'GET /repository/folders/10': ok(managed()),
      'GET /repository/folders/10/files': listPage([]),
      'POST /repository/folders': (request) => {
        posted.push(JSON.parse(request.body as string));
        return {
          status: 201,
          body: {
            success: true,
            data: makeFolderDetail({
              id: 12,
              name: 'Protocolos',
              parent_id: 10,
              retention_days: 30,
            }),
          },
        };
      },
      'GET /repository/folders/12': ok(
        makeFolderDetail({ id: 12, name: 'Protocolos', parent_id: 10, retention_days: 30 }),
      ),
      'GET /repository/folders/12/files': listPage([]),
    });
    await renderFolder();
    await user.click(await screen.findByRole('button', { name: 'Nueva subcarpeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva subcarpeta en «Políticas»' });
    expect(within(dialog).queryByText('¿Quién ve esta carpeta?')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(within(dialog).getByText('Escribe el nombre de la carpeta.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Protocolos');
    const retention = within(dialog).getByRole('textbox', {
      name: 'Conservar los archivos (días)',
    });
    await user.type(retention, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(
      within(dialog).getByText(
        'Escribe un número entero de días, de 7 a 7300 (20 años), o déjalo vacío.',
      ),
    ).toBeVisible();
    expect(posted).toEqual([]);
    await user.clear(retention);
    await user.type(retention, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { name: 'Protocolos', description: '', retention_days: 30, parent_id: 10 },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Protocolos' })).toBeVisible();
    expect(
      screen.getByText(
        'Los archivos de esta carpeta se borran 30 días después de su último cambio.',
      ),
    ).toBeVisible();
  });

  it('lets an admin allow the person of a personal folder to upload', async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    const personal = makeFolderDetail({
      id: 30,
      name: 'Ana Torres',
      kind: 'personal',
      person: ana,
      can_manage: true,
      can_upload: true,
    });
    installFakeApi({
      'GET /repository/folders/30': ok(personal),
      'GET /repository/folders/30/files': listPage([]),
      'PATCH /repository/folders/30': (request) => {
        patched.push(JSON.parse(request.body as string));
        return ok({ ...personal, employee_upload: true });
      },
    });
    await renderFolder(30);
    expect(await screen.findByText('Carpeta personal de Ana Torres')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Editar carpeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar carpeta' });
    expect(within(dialog).queryByText('¿Quién ve esta carpeta?')).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Permitir que suba archivos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(patched).toEqual([
        {
          name: 'Ana Torres',
          description: 'Reglamentos internos',
          retention_days: null,
          employee_upload: true,
        },
      ]),
    );
  });

  it('tells the person their personal folder is read-only unless allowed', async () => {
    installFakeApi({
      'GET /repository/folders/30': ok(
        makeFolderDetail({ id: 30, name: 'Ana Torres', kind: 'personal', person: ana }),
      ),
      'GET /repository/folders/30/files': listPage([]),
    });
    await renderFolder(30);
    expect(
      await screen.findByText(
        /Esta es tu carpeta personal: solo la ven tú y los administradores. Aquí puedes ver/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subir archivo' })).toBeNull();
  });
});
