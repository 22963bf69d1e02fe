import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { writeStoredToken } from '@/stores/session-storage';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { CertificateCheck } from '../api/certificates';

import { VerifyPage } from './verify-page';

const branding = ok({
  org_name: 'Demo SpA',
  languages: ['es', 'en'],
  banner: { main: '#3a71b5', secondary: null },
  tagline: 'Reconocer es cultura',
});

const check = (extra: Partial<CertificateCheck> = {}): CertificateCheck => ({
  code: 'K7QM-2XPD-9HWA',
  kind: 'seniority',
  language: 'es',
  issued_at: Date.UTC(2026, 9, 14, 15, 30),
  person_name: 'Ana Torres',
  organization_name: 'Demo SpA',
  admission_date: '2019-03-04',
  job_position: 'Analista de datos',
  department_name: 'Finanzas',
  ...extra,
});

const render = (route: string, lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <Routes>
      <Route path="/verify/:code?" element={<VerifyPage />} />
    </Routes>,
    { route, lng },
  );

let requests: TransportRequest[] = [];

beforeEach(() => {
  requests = [];
});
afterEach(() => writeStoredToken(null));

function serve(reply: (code: string) => ReturnType<typeof ok>) {
  installFakeApi({
    'GET /org/branding': branding,
    'GET /certificates/verify/K7QM-2XPD-9HWA': (request) => {
      requests.push(request);
      return reply('K7QM-2XPD-9HWA');
    },
    'GET /certificates/verify/NOPE-0000': (request) => {
      requests.push(request);
      return fail(404, 'certificate_not_found', 'Not found');
    },
  });
}

describe('VerifyPage', () => {
  it("checks the address's code, without the session, and shows what the certificate states", async () => {
    // Even with a session in this browser, the check sends none.
    writeStoredToken('header.payload.signature');
    serve(() => ok(check()));
    await render('/verify/k7qm-2xpd-9hwa');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verificar un certificado' }),
    ).toBeVisible();
    expect(await screen.findByText('Demo SpA', { selector: 'span' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Código de verificación/ })).toHaveValue(
      'K7QM-2XPD-9HWA',
    );
    const result = await screen.findByRole('region', { name: 'Certificado válido' });
    expect(result).toHaveTextContent('Demo SpA emitió este certificado, y esto es lo que afirma:');
    const terms = [...result.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...result.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual([
      'Tipo',
      'Persona',
      'Organización',
      'Fecha de ingreso',
      'Cargo',
      'Departamento',
      'Emitido el',
      'Código',
    ]);
    expect(values).toEqual([
      'Certificado de antigüedad',
      'Ana Torres',
      'Demo SpA',
      '04/03/2019',
      'Analista de datos',
      'Finanzas',
      '14/10/2026',
      'K7QM-2XPD-9HWA',
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Verificar un certificado · Demo SpA'));
  });

  it('leaves out a position and department the profile had none of', async () => {
    serve(() => ok(check({ job_position: null, department_name: null, kind: 'employment' })));
    await render('/verify/K7QM-2XPD-9HWA');
    const result = await screen.findByRole('region', { name: 'Certificado válido' });
    expect(result).toHaveTextContent('Certificado laboral');
    expect(result).not.toHaveTextContent('Cargo');
    expect(result).not.toHaveTextContent('Departamento');
  });

  it('says only that no certificate has an unknown code', async () => {
    serve(() => ok(check()));
    await render('/verify/NOPE-0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos un certificado con ese código.',
    );
    expect(screen.queryByRole('region', { name: 'Certificado válido' })).toBeNull();
  });

  it('asks for a code, then checks the one typed', async () => {
    const user = userEvent.setup();
    serve(() => ok(check()));
    await render('/verify');
    const field = screen.getByRole('textbox', { name: /Código de verificación/ });
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('Escribe el código que aparece en el certificado.')).toBeVisible();
    expect(requests).toEqual([]);
    await user.type(field, ' nope-0000 ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos un certificado con ese código.',
    );
    const retyped = screen.getByRole('textbox', { name: /Código de verificación/ });
    expect(retyped).toHaveValue('NOPE-0000');
    await user.clear(retyped);
    await user.type(retyped, 'K7QM-2XPD-9HWA');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('region', { name: 'Certificado válido' })).toBeVisible();
  });

  it('switches to English and back', async () => {
    const user = userEvent.setup();
    serve(() => ok(check()));
    await render('/verify/K7QM-2XPD-9HWA');
    await screen.findByRole('region', { name: 'Certificado válido' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a certificate' }),
    ).toBeVisible();
    const result = screen.getByRole('region', { name: 'Valid certificate' });
    expect(result).toHaveTextContent('Seniority certificate');
    expect(result).toHaveTextContent('Date of admission');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verificar un certificado' }),
    ).toBeVisible();
  });
});
