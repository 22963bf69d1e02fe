import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { installFakeUploads } from '@/testing/fake-uploads';
import { renderWithProviders } from '@/testing/render';

import { makePointRequest, page, query } from '../testing/point-request-fixture';

import { PointRequestForm } from './point-request-form';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The member's pending request (none unless `pending` holds one) and the create call. */
function server(
  reply: (body: Record<string, unknown>) => FakeReply = (body) => ({
    status: 201,
    body: { success: true, data: makePointRequest(body) },
  }),
  extra: FakeRoutes = {},
) {
  const sent: Record<string, unknown>[] = [];
  const state = { pending: [] as ReturnType<typeof makePointRequest>[] };
  installFakeApi({
    'GET /point_request': (request: TransportRequest) => {
      expect(query(request).get('scope')).toBe('mine');
      expect(query(request).get('status')).toBe('pending');
      return page(state.pending, { perPage: 1 });
    },
    'POST /point_request': (request) => {
      const body = JSON.parse(request.body as string) as Record<string, unknown>;
      sent.push(body);
      return reply(body);
    },
    ...extra,
  });
  return { sent, state };
}

async function renderForm(lng: 'es' | 'en' = 'es') {
  await renderWithProviders(
    <>
      <PointRequestForm />
      <ToastHost />
    </>,
    { lng },
  );
  return screen.getByRole('region', { name: lng === 'es' ? 'Solicitar puntos' : 'Request points' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('PointRequestForm', () => {
  it('checks the points and the reason before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = server();
    const part = await renderForm();
    const submit = within(part).getByRole('button', { name: 'Enviar solicitud' });
    await user.click(submit);
    expect(await within(part).findByText('Escribe cuántos puntos pides.')).toBeInTheDocument();
    expect(within(part).getByText('Cuéntanos por qué pides estos puntos.')).toBeInTheDocument();

    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), '100001');
    await user.click(submit);
    expect(
      await within(part).findByText('Escribe un número entero de 1 a 100.000.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the points, the reason and the file uploaded, then empties the form', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('post-attachments');
    const { sent } = server(undefined, {
      'POST /upload_presign/post-attachments': uploads.presign,
    });
    const part = await renderForm();
    expect(
      within(part).getByText('Opcional: una imagen o un PDF de hasta 10 MB.'),
    ).toBeInTheDocument();
    await user.upload(within(part).getByTestId('attachments-input'), pdf('acta.pdf'));
    expect(
      await within(part).findByRole('progressbar', { name: 'acta.pdf subido' }),
    ).toBeInTheDocument();
    // One file only: the picker is full.
    expect(within(part).getByRole('button', { name: 'Adjuntar un archivo' })).toBeDisabled();

    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), ' 500 ');
    await user.type(
      within(part).getByRole('textbox', { name: /^Motivo/ }),
      '  Cubrí el turno de soporte. ',
    );
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));

    expect(
      await screen.findByText(
        'Enviamos tu solicitud de 500 puntos. Te avisaremos cuando la decidan.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        amount: 500,
        reason: 'Cubrí el turno de soporte.',
        attachment_key: 'post-attachments/1-acta.pdf',
      },
    ]);
    expect(uploads.puts).toEqual(['https://uploads.example/1-acta.pdf']);
    await waitFor(() =>
      expect(within(part).getByRole('textbox', { name: /^Puntos/ })).toHaveValue(''),
    );
    expect(within(part).getByRole('textbox', { name: /^Motivo/ })).toHaveValue('');
    expect(within(part).queryByText(/acta\.pdf/)).toBeNull();
  });

  it('sends no file key when nothing is attached, and refuses other kinds of file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = server();
    const part = await renderForm();
    await user.upload(within(part).getByTestId('attachments-input'), [
      new File(['x'], 'notas.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    expect(within(part).getByRole('alert')).toHaveTextContent(
      '«notas.docx» no es una imagen ni un PDF.',
    );
    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), '20');
    await user.type(within(part).getByRole('textbox', { name: /^Motivo/ }), 'Charla interna.');
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 20, reason: 'Charla interna.' }]));
  });

  it('holds the request back while the file could not be uploaded', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('post-attachments', 'roto');
    const { sent } = server(undefined, {
      'POST /upload_presign/post-attachments': uploads.presign,
    });
    const part = await renderForm();
    await user.upload(within(part).getByTestId('attachments-input'), pdf('roto.pdf'));
    expect(await within(part).findByText(/^No se pudo subir/)).toBeInTheDocument();
    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), '20');
    await user.type(within(part).getByRole('textbox', { name: /^Motivo/ }), 'Charla interna.');
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await within(part).findByText('Quita el archivo que no se pudo subir.'),
    ).toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Quitar roto.pdf' }));
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 20, reason: 'Charla interna.' }]));
  });

  it("puts the server's field messages under their fields", async () => {
    const user = userEvent.setup();
    server(() => ({
      status: 400,
      body: {
        success: false,
        error: 'Revisa los datos',
        code: 'invalid_input',
        details: {
          fields: {
            amount: 'Los puntos deben estar entre 1 y 100000.',
            reason: 'El motivo es requerido.',
          },
        },
      },
    }));
    const part = await renderForm();
    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), '5');
    await user.type(within(part).getByRole('textbox', { name: /^Motivo/ }), 'Algo.');
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await within(part).findByText('Los puntos deben estar entre 1 y 100000.'),
    ).toBeInTheDocument();
    expect(within(part).getByText('El motivo es requerido.')).toBeInTheDocument();
    expect(within(part).queryByRole('alert')).toBeNull();
  });

  it('explains that one is already pending, and then waits for its decision', async () => {
    const user = userEvent.setup();
    const { sent, state } = server(() => {
      state.pending = [makePointRequest({ amount: 800 })];
      return fail(409, 'pending_request_exists', 'Ya hay una solicitud pendiente');
    });
    const part = await renderForm();
    await user.type(within(part).getByRole('textbox', { name: /^Puntos/ }), '500');
    await user.type(within(part).getByRole('textbox', { name: /^Motivo/ }), 'Soporte.');
    await user.click(within(part).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'Ya tienes una solicitud de puntos pendiente: podrás pedir más puntos cuando la decidan.',
    );
    // The list is read again: the pending one shows, and the form waits for it.
    expect(
      await within(part).findByText(
        'Tu solicitud de 800 puntos está pendiente: podrás pedir más puntos cuando la decidan.',
      ),
    ).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it('reads in English, and waits while a request is pending', async () => {
    const { state } = server();
    state.pending = [makePointRequest({ amount: 1 })];
    const part = await renderForm('en');
    expect(
      await within(part).findByText(
        'Your request for 1 point is pending: you can ask for more points once it is decided.',
      ),
    ).toBeInTheDocument();
    expect(within(part).getByRole('textbox', { name: /^Points/ })).toHaveAccessibleDescription(
      'Points to redeem, from 1 to 100,000.',
    );
    expect(within(part).getByRole('textbox', { name: /^Reason/ })).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Send request' })).toBeDisabled();
  });
});
