import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ComplaintsPage } from '../pages/complaints-page';

import { VerbalIntakeButton } from './verbal-intake';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/save-blob', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));

const PASSPHRASE = 'el gato azul corre por el tejado';
const RECEIPT = '1234567890123456';
const FACTS = 'Me grita delante del equipo cada lunes.';
const ana = { id: 3, full_name: 'Ana Torres', email: 'ana@demo.local' };
const luis = { id: 7, full_name: 'Luis Herrera', email: 'luis@demo.local' };

const created: FakeReply = {
  status: 201,
  body: {
    success: true,
    data: { receipt: RECEIPT, created_day: '2026-11-30', stage: 'received', case_id: 42 },
  },
};

function server(reply: FakeReply | (() => FakeReply) = created) {
  const posted: Record<string, unknown>[] = [];
  const seen = installFakeApi({
    'POST /user/search': (request) => {
      const { query } = JSON.parse(request.body as string) as { query: string };
      return ok([ana, luis].filter((p) => p.full_name.toLowerCase().includes(query.toLowerCase())));
    },
    'POST /complaints/cases': (request) => {
      posted.push(JSON.parse(request.body as string) as Record<string, unknown>);
      return typeof reply === 'function' ? reply() : reply;
    },
    'GET /complaints/cases/42/acta.pdf': {
      status: 200,
      body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      headers: { 'Content-Type': 'application/pdf' },
    },
  });
  return { posted, seen };
}

beforeEach(() => {
  saved.length = 0;
  // The public form (areas) goes through the anonymous channel's own fetch.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            data: { organisation: 'Demo', kinds: [], areas: [{ id: 3, name: 'Ventas' }] },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await renderWithProviders(<VerbalIntakeButton />);
  await user.click(screen.getByRole('button', { name: 'Registrar denuncia verbal' }));
  return screen.getByRole('dialog', { name: 'Registrar denuncia verbal' });
}

/** Puts `text` in a field as a paste (long texts typed key by key make the tests slow). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillActa(user: User, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText(/Tipo de denuncia/), 'acoso_laboral');
  await paste(user, within(dialog).getByLabelText(/Qué ocurrió/), FACTS);
  await paste(user, within(dialog).getByLabelText('Cuándo ocurrió'), 'Los lunes de octubre');
  await paste(user, within(dialog).getByLabelText('Frase secreta'), PASSPHRASE);
  await paste(user, within(dialog).getByLabelText('Repite la frase'), PASSPHRASE);
}

async function pick(user: User, dialog: HTMLElement, label: RegExp, name: RegExp) {
  await user.type(within(dialog).getByRole('combobox', { name: label }), name.source.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

describe("a handler's verbal intake", () => {
  it('posts an identified report with the reporter and shows the receipt and the acta', async () => {
    const user = userEvent.setup();
    const { posted, seen } = server();
    const dialog = await openDialog(user);

    // Nothing goes before the reporter is chosen.
    await fillActa(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));
    expect(within(dialog).getByText('Elige a la persona que denuncia.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await pick(user, dialog, /Persona que denuncia/, /Ana Torres/);
    await pick(user, dialog, /Personas denunciadas/, /Luis Herrera/);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));

    expect(await screen.findByTestId('receipt-number')).toHaveTextContent('1234 5678 9012 3456');
    expect(posted).toEqual([
      expect.objectContaining({
        verbal: true,
        reporter_id: 3,
        accused_ids: [7],
        kind: 'acoso_laboral',
        facts: FACTS,
        when_text: 'Los lunes de octubre',
        passphrase: PASSPHRASE,
      }),
    ]);
    const done = screen.getByRole('dialog', { name: 'Caso 42: denuncia verbal registrada' });
    expect(
      within(done).getByText('Guárdalo: no podremos mostrártelo de nuevo'),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Abrir el caso' })).toHaveAttribute(
      'href',
      '/complaints/cases/42',
    );
    await user.click(within(done).getByRole('button', { name: 'Descargar acta (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['acta-caso-42.pdf']));
    expect(seen).toContain('GET /complaints/cases/42/acta.pdf');

    // Closing asks first: the receipt is not shown again.
    await user.click(within(done).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('dialog', { name: '¿Cerrar el recibo?' })).toBeInTheDocument();
  });

  it('posts an anonymous report without a reporter', async () => {
    const user = userEvent.setup();
    const { posted } = server();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'No, queda anónima' }));
    expect(within(dialog).queryByRole('combobox', { name: /Persona que denuncia/ })).toBeNull();
    await fillActa(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));

    expect(await screen.findByTestId('receipt-number')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ verbal: true, reporter_id: null, accused_ids: [] });
  });

  it('shows a 422 on its fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { posted } = server({
      status: 422,
      body: {
        success: false,
        code: 'invalid_complaint',
        error: 'Dónde: demasiado largo.',
        details: { fields: { where_text: 'Dónde: como máximo 2000 caracteres.' } },
      },
    });
    const dialog = await openDialog(user);
    await pick(user, dialog, /Persona que denuncia/, /Ana Torres/);
    await fillActa(user, dialog);
    await paste(user, within(dialog).getByLabelText('Dónde ocurrió'), 'En la sala grande');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));

    expect(
      await within(dialog).findByText('Dónde: como máximo 2000 caracteres.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Revisa los campos marcados: no se envió nada.')).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(within(dialog).getByLabelText(/Qué ocurrió/)).toHaveValue(FACTS);
    expect(within(dialog).getByLabelText('Dónde ocurrió')).toHaveValue('En la sala grande');
    expect(within(dialog).getByLabelText('Frase secreta')).toHaveValue(PASSPHRASE);
    expect(within(dialog).getByRole('combobox', { name: /Persona que denuncia/ })).toHaveValue(
      'Ana Torres',
    );
    expect(screen.queryByTestId('receipt-number')).toBeNull();

    // Editing the field clears its refusal.
    await user.type(within(dialog).getByLabelText('Dónde ocurrió'), '.');
    expect(within(dialog).queryByText('Dónde: como máximo 2000 caracteres.')).toBeNull();
  });

  it('shows a refused passphrase on its field, and sends once another is chosen', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { posted } = server(() =>
      ++calls === 1
        ? {
            status: 422,
            body: {
              success: false,
              code: 'weak_passphrase',
              error: 'Esa frase es demasiado común: elige otra.',
              details: { fields: { passphrase: 'Esa frase es demasiado común: elige otra.' } },
            },
          }
        : created,
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'No, queda anónima' }));
    await fillActa(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));
    expect(
      await within(dialog).findByText('Esa frase es demasiado común: elige otra.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Qué ocurrió/)).toHaveValue(FACTS);

    const other = 'la luna llena sobre el puerto viejo';
    await user.clear(within(dialog).getByLabelText('Frase secreta'));
    await paste(user, within(dialog).getByLabelText('Frase secreta'), other);
    expect(within(dialog).queryByText('Esa frase es demasiado común: elige otra.')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Repite la frase'));
    await paste(user, within(dialog).getByLabelText('Repite la frase'), other);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));
    expect(await screen.findByTestId('receipt-number')).toBeInTheDocument();
    expect(posted.map((body) => body.passphrase)).toEqual([PASSPHRASE, other]);
  });

  it('explains a 403 and asks before discarding what was typed', async () => {
    const user = userEvent.setup();
    server(fail(403, 'forbidden'));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'No, queda anónima' }));
    await fillActa(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar denuncia' }));
    expect(
      await within(dialog).findByText(/Solo el comité de denuncias puede registrar/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Qué ocurrió/)).toHaveValue(FACTS);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const confirm = screen.getByRole('dialog', { name: '¿Descartar el acta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Seguir escribiendo' }));
    expect(within(dialog).getByLabelText(/Qué ocurrió/)).toHaveValue(FACTS);
  });
});

describe('the cases tab', () => {
  const role = (handler: boolean) => ({
    handler,
    admin: false,
    assigned_cases: 1,
    profile: 'cl',
    kinds: [],
  });
  const open = async (handler: boolean) => {
    installFakeApi({
      'GET /complaints/me': ok(role(handler)),
      'GET /complaints/cases': {
        status: 200,
        body: {
          success: true,
          data: [
            {
              id: 42,
              kind: 'acoso_laboral',
              stage: 'received',
              identified: true,
              verbal: true,
              created_day: '2026-11-30',
              closed_day: null,
              archived: false,
              readers: 0,
              assignees: [],
              next_deadline: null,
              overdue: false,
              has_report: false,
            },
          ],
          meta: { page: 1, perPage: 20, total: 1, has_more: false },
        },
      },
    });
    await renderWithProviders(<ComplaintsPage />, { route: '/complaints?channelTab=cases' });
    await screen.findByTestId('complaint-case-row');
  };

  it('offers the verbal intake to handlers and marks verbal cases', async () => {
    await open(true);
    expect(screen.getByRole('button', { name: 'Registrar denuncia verbal' })).toBeInTheDocument();
    expect(screen.getByTestId('case-verbal')).toHaveTextContent('Verbal');
  });

  it('does not offer it to investigators', async () => {
    await open(false);
    expect(screen.queryByRole('button', { name: 'Registrar denuncia verbal' })).toBeNull();
  });
});
