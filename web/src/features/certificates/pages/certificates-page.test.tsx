import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Certificate } from '../api/certificates';

import { CertificatesPage } from './certificates-page';

const certificate = (id: number, extra: Partial<Certificate> = {}): Certificate => {
  const code = extra.code ?? `K7QM-2XPD-${String(id).padStart(4, '0')}`;
  return {
    id,
    kind: 'employment',
    code,
    language: 'es',
    issued_at: Date.UTC(2026, 9, 14, 15, 30),
    verify_path: `/verify/${code}`,
    ...extra,
  };
};

const refusal = (status: number, code: string, error: string): FakeReply => ({
  status,
  body: { success: false, code, error },
});

function signIn(language: 'spanish' | 'english') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', language } as User);
}

const bodyOf = (request: TransportRequest) => JSON.parse(request.body as string) as unknown;

beforeEach(() => signIn('spanish'));
afterEach(() => vi.restoreAllMocks());

describe('CertificatesPage', () => {
  it('generates a certificate in the chosen kind and language, and lists it first', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const mine: Certificate[] = [certificate(1, { issued_at: Date.UTC(2026, 0, 5, 12) })];
    installFakeApi({
      'GET /repository/certificates': () => ok([...mine]),
      'POST /repository/certificates': (request) => {
        const body = bodyOf(request) as Pick<Certificate, 'kind' | 'language'>;
        sent.push(body);
        const made = certificate(2, { ...body, code: 'ZX9A-4BCD-7EFG' });
        mine.unshift(made);
        return { status: 201, body: { success: true, data: made } };
      },
    });
    await renderWithProviders(<CertificatesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Mis certificados' });
    expect(within(list).getAllByTestId('certificate')).toHaveLength(1);

    // An employment certificate in the person's language, until they choose otherwise.
    expect(screen.getByRole('radio', { name: 'Certificado laboral' })).toBeChecked();
    expect(
      screen.getByText('Acredita que trabajas en la organización, desde cuándo y en qué cargo.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Certificado de antigüedad' }));
    expect(screen.getByText(/Acredita los años, meses y días/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Generar certificado' }));

    await waitFor(() => expect(sent).toEqual([{ kind: 'seniority', language: 'en' }]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: Certificado de antigüedad generado con el código ZX9A-4BCD-7EFG.',
    );
    await waitFor(() => expect(within(list).getAllByTestId('certificate')).toHaveLength(2));
    const first = within(list).getAllByTestId('certificate')[0] as HTMLElement;
    expect(first).toHaveTextContent('Certificado de antigüedad');
    expect(first).toHaveTextContent('English');
    expect(first).toHaveTextContent('Código: ZX9A-4BCD-7EFG');
    const second = within(list).getAllByTestId('certificate')[1] as HTMLElement;
    expect(second).toHaveTextContent('Certificado laboral');
    expect(second).toHaveTextContent('Generado: 05/01/2026');
  });

  it("starts in the person's language", async () => {
    signIn('english');
    installFakeApi({ 'GET /repository/certificates': ok([]) });
    await renderWithProviders(<CertificatesPage />);
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    expect(await screen.findByText('Aún no has generado certificados')).toBeVisible();
  });

  it('explains a profile without a date of admission, and the daily limit', async () => {
    const user = userEvent.setup();
    let reply = refusal(422, 'admission_date_missing', 'Your profile has no date of admission.');
    installFakeApi({
      'GET /repository/certificates': ok([]),
      'POST /repository/certificates': () => reply,
    });
    await renderWithProviders(<CertificatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Generar certificado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu perfil no tiene fecha de ingreso, y el certificado la necesita. Pide a Recursos Humanos que la agregue a tu ficha; luego podrás generarlo aquí.',
    );

    reply = refusal(429, 'too_many_certificates', 'Too many.');
    await user.click(screen.getByRole('radio', { name: 'Certificado de antigüedad' }));
    await user.click(screen.getByRole('button', { name: 'Generar certificado' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Puedes generar hasta 20 certificados al día. Vuelve a intentarlo mañana',
      ),
    );
    // The choice is kept.
    expect(screen.getByRole('radio', { name: 'Certificado de antigüedad' })).toBeChecked();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('downloads the PDF and copies the verification link of this host', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const asked: string[] = [];
    installFakeApi({
      'GET /repository/certificates': ok([certificate(5, { code: 'AB12-CD34-EF56' })]),
      'GET /repository/certificates/5/certificate.pdf': (request) => {
        asked.push(request.headers.Accept ?? '');
        return { status: 200, body: pdf };
      },
    });
    // jsdom has no object URLs, and following a download link is no part of this test.
    if (!('revokeObjectURL' in URL)) {
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    }
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);

    await renderWithProviders(<CertificatesPage />);
    const item = await screen.findByTestId('certificate');
    await user.click(within(item).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(downloads).toEqual(['certificado-AB12-CD34-EF56.pdf']));
    expect(saved).toHaveBeenCalledWith(pdf);
    expect(asked).toEqual(['*/*']);

    await user.click(
      within(item).getByRole('button', {
        name: 'Copiar enlace de verificación del certificado AB12-CD34-EF56',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/verify/AB12-CD34-EF56`);
    expect(await within(item).findByText('Enlace copiado')).toBeVisible();
  });

  it('speaks English', async () => {
    installFakeApi({
      'GET /repository/certificates': ok([certificate(3, { kind: 'seniority' })]),
    });
    await renderWithProviders(<CertificatesPage />, { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Employment certificate' })).toBeChecked();
    const item = await screen.findByTestId('certificate');
    expect(item).toHaveTextContent('Seniority certificate');
    expect(within(item).getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate certificate' })).toBeVisible();
  });
});
