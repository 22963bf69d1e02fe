// Sign-in with a code sent by e-mail: the admin allows codes (API), Sofía picks "Código por
// correo" on the sign-in page, a wrong code is refused, the code from the mail the server really
// sends (read from the e2e SMTP server's Maildir) signs her in. Codes are turned off again at the
// end, so every other spec sees the default sign-in page (password only).
import type { APIRequestContext, Page } from '@playwright/test';

import { EMAILS } from './recognition-support';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const SENT =
  'Si el correo pertenece a una cuenta activa, te enviamos un código de 6 dígitos. Vence en 10 minutos.';
const WRONG = 'El código no es correcto o ya venció.';

/** PATCH /org/auth_flow as the admin. */
async function setCodeSignIn(request: APIRequestContext, otp: boolean): Promise<void> {
  const login = await request.post('/api/login', {
    data: { email: EMAILS.admin, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await request.patch('/api/org/auth_flow', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { otp },
  });
  expect(response.status(), await response.text()).toBe(200);
  const flow = (await response.json()) as { data: { methods: { otp: boolean } } };
  expect(flow.data.methods.otp).toBe(otp);
}

/** The sign-in code mail, in either language (not a notification mail arriving meanwhile). */
const CODE_MAIL = /Tu código para entrar a|Your code to sign in to/;

/** The 6-digit code of a raw mail: searched in the body only (the headers' date has digits). */
function codeOf(mail: string): string {
  const blank = /\r?\n\r?\n/.exec(mail);
  const body = blank ? mail.slice(blank.index + blank[0].length) : mail;
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error('the sign-in mail carries no 6-digit code');
  return code;
}

/** A 6-digit code other than `code`. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function openCodeMethod(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  const passwordTab = page.getByRole('tab', { name: 'Contraseña' });
  await expect(passwordTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Código por correo' }).click();
  await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
}

test('a code sent by e-mail signs in, a wrong one is refused', async ({ page, request }) => {
  await setCodeSignIn(request, true);
  try {
    await useSourceGlossaryIfAsked(page);
    await openCodeMethod(page);

    const since = Date.now();
    await page.getByLabel('Correo electrónico').fill(EMAILS.sofia);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si el correo' })).toHaveText(SENT);
    const codeField = page.getByLabel(/^Código de 6 dígitos/);
    await expect(codeField).toBeVisible();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoSeriousA11yViolations(page);

    const code = codeOf(await latestMailTo(EMAILS.sofia, since, CODE_MAIL));

    await codeField.fill(wrongCode(code));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG);
    await expect(page).toHaveURL(/\/login$/);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();
  } finally {
    await setCodeSignIn(request, false);
  }
});
