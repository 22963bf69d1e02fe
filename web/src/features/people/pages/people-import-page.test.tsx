import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { directoryKeys } from '@/lib/calls/directory';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ImportJob, SheetValidation } from '../api/people-import';

import { PeopleImportPage } from './people-import-page';

/** Shows where the page put the job id, as the address bar would. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const page = (
  <>
    <PeopleImportPage />
    <Search />
    <ToastHost />
  </>
);

const xlsx = (name = 'personas.xlsx', content = 'PK-fake-workbook') =>
  new File([content], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const checked: SheetValidation = {
  rows: 120,
  valid_rows: 118,
  errors: [
    { row: 57, column: 'Fecha de nacimiento', field: 'birthday', message: 'Fecha inválida.' },
    { row: 4, column: 'Correo', field: 'email', message: 'El correo no es válido.' },
    { row: 57, column: 'Rol', field: 'user_type', message: 'Rol desconocido.' },
  ],
};

function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    source: 'sheet',
    file_name: 'personas.xlsx',
    status: 'running',
    total: 120,
    done: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    created_at: Date.UTC(2026, 4, 4, 10),
    first_progress_at: null,
    finished_at: null,
    ...overrides,
  };
}

const halfway = job({ done: 60, created: 40, updated: 15, unchanged: 4, failed: 1 });
const finished = job({
  status: 'done',
  done: 120,
  created: 80,
  updated: 30,
  unchanged: 8,
  failed: 2,
  first_progress_at: Date.UTC(2026, 4, 4, 10, 0, 1),
  finished_at: Date.UTC(2026, 4, 4, 10, 0, 2),
  failures: [
    { row: 90, email: 'luis@empresa.com', message: 'El departamento está inactivo.' },
    { row: 12, email: 'ana@empresa', message: 'El correo no es válido.' },
  ],
});

async function choose(file: File, user = userEvent.setup()) {
  await user.upload(screen.getByLabelText('Archivo .xlsx con las personas'), file);
  return user;
}

beforeEach(() => {
  // jsdom has no object URLs, and following a download link is no part of these tests.
  if (!('revokeObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  }
});

describe('PeopleImportPage', () => {
  it('checks a chosen file at once: the summary, and the errors by row', async () => {
    let sent: FormData | null = null;
    const seen = installFakeApi({
      'POST /validate/excel': (request) => {
        sent = request.body as FormData;
        return ok(checked);
      },
    });
    await renderWithProviders(page, { route: '/admin/people/import' });
    expect(screen.getByRole('heading', { level: 2, name: 'Importar personas' })).toBeVisible();
    const file = xlsx();
    await choose(file);

    expect(await screen.findByText('120 filas, 118 correctas, 2 con errores')).toBeVisible();
    expect(screen.getByText(/Las filas con errores se omitirán al importar/)).toBeVisible();
    const part = sent!.get('file') as File;
    expect([part.name, part.size]).toEqual([file.name, file.size]);
    const table = screen.getByRole('table', { name: 'Errores del archivo' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('FilaColumnaProblema');
    expect(rows.map((row) => row.textContent)).toEqual([
      '4CorreoEl correo no es válido.',
      '57Fecha de nacimientoFecha inválida.',
      '57RolRol desconocido.',
    ]);
    expect(screen.getByRole('button', { name: 'Importar 118 filas' })).toBeEnabled();
    expect(seen).toEqual(['POST /validate/excel']);
  });

  it("shows the server's words about a file it cannot read, and offers no import", async () => {
    installFakeApi({
      'POST /validate/excel': {
        status: 400,
        body: {
          success: false,
          error: 'El archivo tiene macros: guárdalo como .xlsx sin macros.',
          code: 'invalid_input',
          details: { fields: { file: 'El archivo tiene macros: guárdalo como .xlsx sin macros.' } },
        },
      },
    });
    await renderWithProviders(page, { route: '/admin/people/import' });
    await choose(xlsx('con-macros.xlsx'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo tiene macros: guárdalo como .xlsx sin macros.',
    );
    expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('checks a dropped file too, and names the size limit when the server refuses the upload', async () => {
    installFakeApi({
      'POST /validate/excel': {
        status: 413,
        body: { success: false, error: 'Too large', code: 'payload_too_large' },
      },
    });
    await renderWithProviders(page, { route: '/admin/people/import' });
    fireEvent.drop(screen.getByTestId('sheet-drop-zone'), { dataTransfer: { files: [xlsx()] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo supera el tamaño máximo de 16 MB.',
    );
    expect(screen.getByText('Archivo elegido: personas.xlsx (16 B)')).toBeVisible();
  });

  it('refuses other file types before sending anything', async () => {
    const seen = installFakeApi({});
    await renderWithProviders(page, { route: '/admin/people/import' });
    // As the picker's "all files" choice would let through.
    await choose(
      new File(['a,b'], 'personas.csv', { type: 'text/csv' }),
      userEvent.setup({ applyAccept: false }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«personas.csv» no es un archivo .xlsx.',
    );
    expect(seen).toEqual([]);
  });

  it('imports the rows, shows the progress until the job is done, then its failures', async () => {
    const user = userEvent.setup();
    let uploaded: FormData | null = null;
    let finish = false;
    // The first read may come before the test looks at the bar: it still shows the start.
    let reads = 0;
    const seen = installFakeApi({
      'POST /validate/excel': ok(checked),
      'POST /org/upload/users': (request) => {
        uploaded = request.body as FormData;
        return { status: 202, body: { success: true, data: job() } };
      },
      'GET /org/upload/users/7': () =>
        finish ? ok(finished) : reads++ === 0 ? ok(job()) : ok(halfway),
    });
    const { queryClient } = await renderWithProviders(page, { route: '/admin/people/import' });
    const peopleList = [...directoryKeys.people, 1, 10, {}];
    queryClient.setQueryData(peopleList, { items: [], meta: { page: 1, perPage: 10, total: 0 } });
    await choose(xlsx(), user);
    await user.click(await screen.findByRole('button', { name: 'Importar 118 filas' }));

    expect(await screen.findByRole('heading', { name: 'Importando personas…' })).toBeVisible();
    expect(((uploaded as FormData | null)?.get('file') as File).name).toBe('personas.xlsx');
    expect(screen.getByTestId('search')).toHaveTextContent('?job=7');
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la importación' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    // Rows change from the start: the list is marked stale at once.
    expect(queryClient.getQueryState(peopleList)?.isInvalidated).toBe(true);

    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '60 de 120 filas');
    expect(screen.getByTestId('import-created')).toHaveTextContent('40');
    expect(screen.getByTestId('import-updated')).toHaveTextContent('15');
    expect(screen.getByTestId('import-unchanged')).toHaveTextContent('4');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('1');
    // The list read again meanwhile; the end of the job marks it stale once more.
    queryClient.setQueryData(peopleList, { items: [], meta: { page: 1, perPage: 10, total: 0 } });
    expect(queryClient.getQueryState(peopleList)?.isInvalidated).toBe(false);
    finish = true;

    expect(await screen.findByRole('heading', { name: 'Importación terminada' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se importaron 118 filas. 2 filas no se pudieron importar; abajo están los motivos.',
    );
    const failures = screen.getByRole('table', { name: 'Filas que no se importaron' });
    expect(
      within(failures)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FilaCorreoMotivo',
      '12ana@empresaEl correo no es válido.',
      '90luis@empresa.comEl departamento está inactivo.',
    ]);
    expect(queryClient.getQueryState(peopleList)?.isInvalidated).toBe(true);
    expect(seen.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /validate/excel',
      'POST /org/upload/users',
    ]);
    expect(screen.getByRole('link', { name: 'Ver personas' })).toHaveAttribute(
      'href',
      '/admin/people',
    );

    await user.click(screen.getByRole('button', { name: 'Importar otro archivo' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    expect(screen.queryByText(/120 filas/)).not.toBeInTheDocument();
  });

  it('shows the progress of the job in the address after a reload', async () => {
    installFakeApi({ 'GET /org/upload/users/7': ok(finished) });
    await renderWithProviders(page, { route: '/admin/people/import?job=7', lng: 'en' });

    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '118 rows were imported. 2 rows could not be imported; the reasons are below.',
    );
    expect(screen.getByRole('table', { name: 'Rows that were not imported' })).toBeVisible();
  });

  it('downloads the template through the API and saves it under its name', async () => {
    const user = userEvent.setup();
    const workbook = new Blob(['PK-template']);
    const seen = installFakeApi({
      'GET /org/upload/users/template': { status: 200, body: workbook },
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    await renderWithProviders(page, { route: '/admin/people/import' });

    await user.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(seen).toEqual(['GET /org/upload/users/template']);
    expect(saved).toHaveBeenCalledWith(workbook);
    expect(clicked[0]).toEqual({ href: 'blob:template', download: 'plantilla-personas.xlsx' });
  });
});
