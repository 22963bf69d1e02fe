import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ana, fakeFile, listPage, makeFolderDetail } from '../testing/files-fixture';

import { FilesAdminPage } from './files-admin-page';

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/files" element={<FilesAdminPage />} />
      <Route path="/files/folders/:folderId" element={<p>carpeta personal abierta</p>} />
    </Routes>,
    { route: '/admin/files' },
  );
}

/** The parts a multipart request sent: file names under `file`, the other fields' values. */
function parts(request: TransportRequest): [string, string][] {
  const out: [string, string][] = [];
  (request.body as FormData).forEach((value, key) => {
    out.push([key, typeof value === 'string' ? value : value.name]);
  });
  return out;
}

describe('FilesAdminPage', () => {
  it('opens a person’s personal folder', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    installFakeApi({
      'POST /user/search': () => listPage([ana]),
      'POST /org/repository/people/3/folder': (request) => {
        opened.push(request.path);
        return {
          status: 201,
          body: {
            success: true,
            data: makeFolderDetail({ id: 30, kind: 'personal', name: 'Ana Torres', person: ana }),
          },
        };
      },
    });
    await renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Documentos' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Abrir carpeta personal' }));
    expect(screen.getByText('Elige a la persona.')).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: /^Persona/ }), 'ana');
    await user.click(await screen.findByRole('option', { name: /Ana Torres/ }));
    await user.click(screen.getByRole('button', { name: 'Abrir carpeta personal' }));
    expect(await screen.findByText('carpeta personal abierta')).toBeVisible();
    expect(opened).toEqual(['/org/repository/people/3/folder']);
  });

  it('uploads many files, lists what was stored with the person and keeps the unmatched ones chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: [string, string][][] = [];
    installFakeApi({
      'POST /org/repository/bulk': (request) => {
        sent.push(parts(request));
        return ok({
          stored: [
            {
              file_name: 'ana@demo.local nomina-marzo.pdf',
              file_id: 71,
              folder_id: 30,
              person: ana,
            },
          ],
          unmatched: [
            {
              file_name: 'nomina-marzo.pdf',
              reason: 'no_identifier',
              message: 'El nombre no contiene un correo ni un documento de identidad.',
            },
            {
              file_name: '12.345.678-5 30123456 recibo.pdf',
              reason: 'several_people',
              message: 'El nombre contiene documentos de más de una persona.',
            },
          ],
        });
      },
    });
    await renderAdmin();
    const panel = await screen.findByRole('region', { name: 'Carga masiva' });
    expect(panel).toHaveTextContent(
      'si no tiene correo, a la persona cuyo documento de identidad aparece en él',
    );
    const submit = () =>
      user.click(within(panel).getByRole('button', { name: /^Subir \d+ archivos?$/ }));
    await submit();
    expect(within(panel).getByText('Elige los archivos que quieres subir.')).toBeVisible();

    const input = within(panel).getByLabelText('Archivos');
    await user.upload(input, [
      fakeFile('ana@demo.local nomina-marzo.pdf', 'application/pdf'),
      fakeFile('nomina-marzo.pdf', 'application/pdf'),
      fakeFile('12.345.678-5 30123456 recibo.pdf', 'application/pdf'),
      fakeFile('virus.exe', 'application/octet-stream'),
    ]);
    expect(within(panel).getByText(/^virus\.exe: Sube un PDF, una imagen/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Quitar virus.exe' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Etiquetas' }), 'nómina');
    await user.click(within(panel).getByRole('switch', { name: 'Pedir confirmación de lectura' }));
    await user.click(within(panel).getByRole('button', { name: 'Subir 3 archivos' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([
      ['file', 'ana@demo.local nomina-marzo.pdf'],
      ['file', 'nomina-marzo.pdf'],
      ['file', '12.345.678-5 30123456 recibo.pdf'],
      ['tags', 'nómina'],
      ['requires_ack', 'true'],
    ]);

    const result = await screen.findByTestId('bulk-result');
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Guardados: 1. Sin coincidencia: 2. Los que no coincidieron siguen elegidos',
    );
    expect(within(result).getByRole('link', { name: 'Ana Torres' })).toHaveAttribute(
      'href',
      '/files/folders/30',
    );
    expect(
      within(result).getByText('Su nombre no contiene un correo ni un documento de identidad.'),
    ).toBeVisible();
    expect(
      within(result).getByText('Su nombre contiene documentos de más de una persona.'),
    ).toBeVisible();
    // Only the unmatched files stay chosen, ready to be renamed and sent again.
    expect(within(panel).getByRole('button', { name: 'Subir 2 archivos' })).toBeVisible();
    expect(within(panel).getByText(/^nomina-marzo\.pdf \(/)).toBeVisible();
  });
});
