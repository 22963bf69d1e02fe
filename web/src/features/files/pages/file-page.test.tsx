import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AcknowledgementRow, FileDetail } from '../api/files';
import { SHA_1, SHA_2, ana, luis, makeFile, makeVersion, param } from '../testing/files-fixture';

import { FilePage } from './file-page';

const saved = vi.hoisted(() => [] as { name: string; blob: Blob }[]);
vi.mock('@/lib/save-blob', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ name, blob }),
}));

beforeEach(() => {
  saved.length = 0;
});

function renderFile(id = 50) {
  return renderWithProviders(
    <Routes>
      <Route path="/files/:fileId" element={<FilePage />} />
      <Route path="/files/folders/:folderId" element={<p>carpeta</p>} />
    </Routes>,
    { route: `/files/${id}` },
  );
}

const confirmed = (
  version = makeVersion(),
): FileDetail['my_acknowledgement'] & Record<string, unknown> => ({
  version_id: version.id,
  version_number: version.number,
  sha256: version.sha256,
  confirmed_at: Date.UTC(2026, 10, 21, 9, 30),
});

describe('FilePage', () => {
  it('shows the document, its versions and asks to confirm the current one; once confirmed, says when and which', async () => {
    const user = userEvent.setup();
    let file = makeFile();
    const posted: unknown[] = [];
    installFakeApi({
      'GET /repository/files/50': () => ok(file),
      'POST /repository/files/50/acknowledgements': (request) => {
        posted.push(JSON.parse(request.body as string));
        const ack = confirmed();
        file = { ...file, acknowledged: true, my_acknowledgement: ack };
        return { status: 201, body: { success: true, data: ack } };
      },
    });
    await renderFile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reglamento interno.pdf' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Ubicación' })).toHaveTextContent(
      'Documentos›Políticas›Reglamento interno.pdf',
    );
    // A PDF of this origin shows in a frame, with "Abrir" and "Descargar".
    expect(screen.getByTitle('Vista previa de Reglamento interno.pdf')).toHaveAttribute(
      'src',
      '/uploads/files/501.pdf?sig=x',
    );
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Descargar' })).toHaveAttribute(
      'href',
      '/uploads/files/501.pdf?sig=x',
    );
    // Versions: number, uploader, fingerprint shortened.
    const version = screen.getByTestId('file-version');
    expect(version).toHaveTextContent('Versión 1');
    expect(version).toHaveTextContent('Ana Torres');
    expect(version).toHaveTextContent(`SHA-256 ${SHA_1.slice(0, 12)}…`);
    // No manager actions for a reader.
    expect(screen.queryByRole('button', { name: 'Subir nueva versión' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Confirmaciones' })).toBeNull();

    const banner = screen.getByTestId('ack-request');
    expect(banner).toHaveTextContent('Confirma que leíste la versión 1');
    await user.click(within(banner).getByRole('button', { name: 'Confirmar lectura' }));
    await waitFor(() => expect(posted).toEqual([{ version_id: 501 }]));
    const done = await screen.findByTestId('ack-confirmed');
    expect(done).toHaveTextContent('Confirmaste la lectura el 21/11/2026');
    expect(done).toHaveTextContent(`(versión 1, huella SHA-256 ${SHA_1.slice(0, 12)}…).`);
    expect(screen.queryByRole('button', { name: 'Confirmar lectura' })).toBeNull();
  });

  it('asks again for a new version, and when a newer one appears meanwhile says so and shows it', async () => {
    const user = userEvent.setup();
    const v1 = makeVersion();
    const v2 = makeVersion({ id: 502, number: 2, sha256: SHA_2, note: 'Nuevo horario' });
    const v3 = makeVersion({ id: 503, number: 3, sha256: SHA_2 });
    let file = makeFile({
      version_number: 2,
      current: v2,
      versions: [v2, v1],
      my_acknowledgement: confirmed(v1),
    });
    installFakeApi({
      'GET /repository/files/50': () => ok(file),
      'POST /repository/files/50/acknowledgements': () => {
        file = { ...file, version_number: 3, current: v3, versions: [v3, v2, v1] };
        return fail(409, 'version_outdated');
      },
    });
    await renderFile();
    const banner = await screen.findByTestId('ack-request');
    expect(banner).toHaveTextContent('Confirma que leíste la versión 2');
    expect(banner).toHaveTextContent(
      'Hay una versión nueva desde tu última confirmación (versión 1). Léela y confirma de nuevo.',
    );
    expect(screen.getAllByTestId('file-version')[0]).toHaveTextContent('Nuevo horario');
    await user.click(within(banner).getByRole('button', { name: 'Confirmar lectura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se subió una versión más nueva de este documento mientras lo leías.',
    );
    // The file was read again: the banner asks for the newest one.
    await waitFor(() =>
      expect(screen.getByTestId('ack-request')).toHaveTextContent(
        'Confirma que leíste la versión 3',
      ),
    );
  });

  it('says when the document no longer asks for a confirmation (422)', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /repository/files/50': ok(makeFile()),
      'POST /repository/files/50/acknowledgements': fail(422, 'confirmation_not_requested'),
    });
    await renderFile();
    await user.click(await screen.findByRole('button', { name: 'Confirmar lectura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este documento ya no pide confirmación de lectura.',
    );
  });

  it('gives managers the confirmations report with its filter, pages and the CSV evidence', async () => {
    const user = userEvent.setup();
    const row = (person: typeof ana, status: 'confirmed' | 'pending'): AcknowledgementRow => ({
      person,
      status,
      acknowledgement:
        status === 'confirmed'
          ? {
              version_id: 501,
              version_number: 1,
              sha256: SHA_1,
              confirmed_at: Date.UTC(2026, 10, 21, 9),
            }
          : null,
    });
    const asked: string[] = [];
    const report = (status: string, page: number): FakeReply => {
      const rows =
        status === 'confirmed'
          ? [row(ana, 'confirmed')]
          : status === 'pending'
            ? [row(luis, 'pending')]
            : page === 1
              ? [row(ana, 'confirmed')]
              : [row(luis, 'pending')];
      return {
        status: 200,
        body: {
          success: true,
          data: { version_number: 1, audience: 2, confirmed: 1, pending: 1, rows },
          meta: { page, perPage: 20, total: null, hasMore: status === 'all' && page === 1 },
        },
      };
    };
    installFakeApi({
      'GET /repository/files/50': ok(makeFile({ can_manage: true })),
      'GET /repository/files/50/acknowledgements': (request) => {
        const status = param(request, 'status') ?? '';
        const page = Number(param(request, 'page'));
        asked.push(`${status}:${page}`);
        return report(status, page);
      },
      'GET /repository/files/50/acknowledgements.csv': {
        status: 200,
        body: new Blob(['\uFEFFpersona,correo\n'], { type: 'text/csv' }),
      },
    });
    await renderFile();
    expect(await screen.findByRole('heading', { name: 'Confirmaciones' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir nueva versión' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Lo ven' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Confirmaron' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Pendientes' })).toHaveTextContent('1');
    let rows = await screen.findAllByTestId('ack-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ana Torres');
    expect(rows[0]).toHaveTextContent('Confirmado');
    expect(rows[0]).toHaveTextContent(`Versión 1 · SHA-256 ${SHA_1.slice(0, 12)}…`);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('ack-row')).toHaveTextContent('Luis Herrera'));
    expect(screen.getByText('Página 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pendientes' }));
    await waitFor(() => expect(asked).toContain('pending:1'));
    rows = await screen.findAllByTestId('ack-row');
    expect(rows[0]).toHaveTextContent('Luis Herrera');
    expect(rows[0]).toHaveTextContent('Sin confirmar');
    expect(screen.getByRole('button', { name: 'Pendientes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(asked).toEqual(['all:1', 'all:2', 'pending:1']);

    await user.click(screen.getByRole('button', { name: 'Descargar evidencia (CSV)' }));
    await waitFor(() =>
      expect(saved.map((entry) => entry.name)).toEqual(['Reglamento-interno-confirmaciones.csv']),
    );
  });

  it('lets managers upload a new version with its note and edit the details, clearing the expiry', async () => {
    const user = userEvent.setup();
    let file = makeFile({ can_manage: true, requires_ack: false, expires_on: '2026-12-31' });
    const versions: Record<string, string>[] = [];
    const edits: unknown[] = [];
    installFakeApi({
      'GET /repository/files/50': () => ok(file),
      'POST /repository/files/50/versions': (request) => {
        const sent: Record<string, string> = {};
        (request.body as FormData).forEach((value, key) => {
          sent[key] = typeof value === 'string' ? value : value.name;
        });
        versions.push(sent);
        const v2 = makeVersion({ id: 502, number: 2, sha256: SHA_2, note: sent.note ?? '' });
        file = { ...file, version_number: 2, current: v2, versions: [v2, ...file.versions] };
        return { status: 201, body: { success: true, data: file } };
      },
      'PATCH /repository/files/50': (request) => {
        const edit = JSON.parse(request.body as string) as Partial<FileDetail>;
        edits.push(edit);
        file = { ...file, ...edit };
        return ok(file);
      },
    });
    await renderFile();
    await screen.findByRole('heading', { level: 1, name: 'Reglamento interno.pdf' });
    expect(document.body).toHaveTextContent('Vence el 31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Subir nueva versión' }));
    const upload = await screen.findByRole('dialog', { name: 'Subir nueva versión' });
    await user.upload(
      within(upload).getByLabelText('Archivo'),
      new File(['%PDF-1.4'], 'reglamento-v2.pdf', { type: 'application/pdf' }),
    );
    await user.type(within(upload).getByRole('textbox', { name: 'Qué cambió' }), 'Nuevo horario');
    await user.click(within(upload).getByRole('button', { name: 'Subir versión' }));
    await waitFor(() =>
      expect(versions).toEqual([{ file: 'reglamento-v2.pdf', note: 'Nuevo horario' }]),
    );
    await waitFor(() => expect(screen.getAllByTestId('file-version')).toHaveLength(2));
    expect(screen.getAllByTestId('file-version')[0]).toHaveTextContent('Versión 2Actual');
    expect(screen.getAllByTestId('file-version')[0]).toHaveTextContent('Nuevo horario');

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar documento' });
    const name = within(edit).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(within(edit).getByText('Escribe el nombre del archivo.')).toBeVisible();
    await user.type(name, 'Reglamento 2027');
    await user.clear(within(edit).getByRole('textbox', { name: 'Fecha de vencimiento' }));
    await user.click(within(edit).getByRole('switch', { name: 'Pedir confirmación de lectura' }));
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(edits).toEqual([
        {
          name: 'Reglamento 2027',
          description: 'El reglamento de orden, higiene y seguridad.',
          tags: ['rrhh'],
          requires_ack: true,
          expires_on: null,
        },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reglamento 2027' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('Vence el');
  });

  it('says a document outside the person’s view is not found', async () => {
    installFakeApi({ 'GET /repository/files/99': fail(404, 'not_found') });
    await renderFile(99);
    expect(await screen.findByText('No encontramos este documento')).toBeVisible();
  });
});
