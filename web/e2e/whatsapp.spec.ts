// WhatsApp end to end, against the local WhatsApp Cloud API the run starts beside each
// worker's server (e2e/servers.ts whatsappCloudUrl): the demo admin sets the organisation's
// account up in the communications console's WhatsApp tab; Carlos turns WhatsApp on in his
// profile with his number; a communication to everyone by WhatsApp reaches the local Cloud API as
// the template with its title, and its signed status webhooks (sent → delivered → read) bring the
// admin's report to "Leído". Sofía turns her WhatsApp off and is left out of the next one.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { apiToken, openAdmin, uniqueName } from './admin-support';
import { EMAILS } from './recognition-support';
import { e2ePort, whatsappCloudUrl } from './servers';
import { expect, expectNoSeriousA11yViolations, signInAs, test, waitForApp } from './support';

/** A message the local Cloud API accepted. */
type CloudMessage = {
  phone_number_id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  id: string;
};
type Listed = { id: number; title: string; stats: { delivered: boolean } };
type Recipient = { person: { full_name: string }; whatsapp_status: string | null };
type OptIn = { phone: string | null; active: boolean; available: boolean };

const ACCESS_TOKEN = 'EAAG-e2e-access-token';
const APP_SECRET = 'e2e-app-secret';
const TEMPLATE = 'aplauso_aviso';

/** A phone number id nobody else in the run uses (digits, as Meta's are). */
function uniqueNumberId(): string {
  return `1065${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/** A Spanish mobile number nobody else in the run uses: as typed (with spaces) and in E.164.
 *  Never ending in 0000, which the local Cloud API answers with a failed delivery. */
function uniquePhone(): { typed: string; e164: string } {
  let digits = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  if (digits.endsWith('0000')) digits = `${digits.slice(0, -1)}1`;
  return {
    typed: `+34 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
    e164: `+34${digits}`,
  };
}

/** A member's API calls beside the browser. */
async function apiAs(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const check = async (what: string, response: APIResponse) => {
    expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    async get<T>(path: string): Promise<T> {
      return (await check(`GET ${path}`, await request.get(`/api${path}`, { headers }))) as T;
    },
    async post<T>(path: string, data: unknown, extra: Record<string, string> = {}): Promise<T> {
      const response = await request.post(`/api${path}`, {
        headers: { ...headers, ...extra },
        data,
      });
      return (await check(`POST ${path}`, response)) as T;
    },
    async put<T>(path: string, data: unknown): Promise<T> {
      return (await check(`PUT ${path}`, await request.put(`/api${path}`, { headers, data }))) as T;
    },
    async patch(path: string, data: unknown): Promise<void> {
      await check(`PATCH ${path}`, await request.patch(`/api${path}`, { headers, data }));
    },
    async delete(path: string): Promise<void> {
      await check(`DELETE ${path}`, await request.delete(`/api${path}`, { headers }));
    },
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

/** The worker's WhatsApp Cloud API: registers an app (its token, its secret, and where to
 *  post the signed status webhooks: this worker's server, with the demo organisation's host), and
 *  lists the messages it accepted. */
function cloudApi(request: APIRequestContext, baseURL: string | undefined) {
  const index = test.info().parallelIndex;
  const base = whatsappCloudUrl(index);
  return {
    async register(phoneNumberId: string): Promise<void> {
      const response = await request.put(`${base}/__apps/${phoneNumberId}`, {
        data: {
          access_token: ACCESS_TOKEN,
          app_secret: APP_SECRET,
          webhook_url: `http://127.0.0.1:${e2ePort(index)}/api/whatsapp/webhook`,
          // The demo organisation is served on localhost (e2e/support.ts baseURL).
          host: new URL(baseURL ?? `http://localhost:${e2ePort(index)}`).host,
        },
      });
      expect(response.ok(), `register ${phoneNumberId}: ${await response.text()}`).toBe(true);
    },
    async messages(): Promise<CloudMessage[]> {
      const response = await request.get(`${base}/__messages`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as CloudMessage[];
    },
  };
}

/** Turns the communications and notifications modules on; returns how to put them back. */
async function modulesOn(admin: Api): Promise<() => Promise<void>> {
  const services = await admin.get<Record<string, boolean>>('/org/services');
  const off = ['communications', 'notifications'].filter((name) => services[name] !== true);
  if (off.length > 0)
    await admin.patch('/org/services', Object.fromEntries(off.map((n) => [n, true])));
  return async () => {
    if (off.length > 0)
      await admin.patch('/org/services', Object.fromEntries(off.map((n) => [n, false])));
  };
}

/** The profile's WhatsApp part. */
async function openWhatsAppSettings(page: Page) {
  await page.goto('/profile/settings');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  return page
    .getByRole('region', { name: 'Notificaciones' })
    .getByRole('region', { name: 'Mensajes por WhatsApp' });
}

/** A communication's id, once its delivery to everyone is over. */
async function deliveredId(admin: Api, title: string): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const sent = await admin.get<Listed[]>('/admin/communications?perPage=100');
        const found = sent.find((listed) => listed.title === title);
        id = found?.id ?? 0;
        return found?.stats.delivered ?? false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return id;
}

/** A recipient's WhatsApp status as the report's call gives it. */
async function whatsAppStatusOf(admin: Api, id: number, name: string): Promise<string | null> {
  const rows = await admin.get<Recipient[]>(
    `/admin/communications/${id}/recipients?state=all&perPage=100`,
  );
  const row = rows.find((recipient) => recipient.person.full_name === name);
  expect(row, `${name} among the recipients`).toBeDefined();
  return row?.whatsapp_status ?? null;
}

test('an admin sets WhatsApp up, a member turns it on, and a communication is read by WhatsApp', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two browsers, the Cloud API's statuses, and several axe scans.
  test.slow();
  const admin = await apiAs(request, EMAILS.admin);
  const carlosApi = await apiAs(request, EMAILS.carlos);
  const restore = await modulesOn(admin);
  const cloud = cloudApi(request, baseURL);
  const numberId = uniqueNumberId();
  const phone = uniquePhone();
  const title = uniqueName('Aviso por WhatsApp');

  try {
    // The admin sets the account up in the WhatsApp tab, and sees the webhook to paste.
    await openAdmin(page, '/admin/communications?tab=whatsapp');
    await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const account = page.getByRole('region', { name: 'Cuenta de WhatsApp Business' });
    await account.getByLabel(/^Identificador del número/).fill(numberId);
    await account.getByLabel(/^Token de acceso/).fill(ACCESS_TOKEN);
    await account.getByLabel(/^Secreto de la app/).fill(APP_SECRET);
    await account.getByLabel(/^Nombre de la plantilla/).fill(TEMPLATE);
    await account.getByRole('switch', { name: 'Enviar por WhatsApp' }).check();
    await account.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuenta de WhatsApp guardada.')).toBeVisible();
    await expect(
      account.getByText('WhatsApp está activo: los comunicados pueden enviarse por WhatsApp.'),
    ).toBeVisible();
    await expect(account.getByLabel(/^Token de acceso/)).toHaveValue('');
    await expect(account.getByLabel(/^Token de acceso/)).toHaveAccessibleDescription(
      'Guardado: déjalo vacío para conservarlo.',
    );
    const webhook = page.getByRole('region', { name: 'Webhook de estados' });
    await expect(webhook.getByRole('textbox', { name: 'URL del webhook' })).toHaveValue(
      /^https?:\/\/.+\/api\/whatsapp\/webhook$/,
    );
    await expect(webhook.getByRole('textbox', { name: 'Token de verificación' })).not.toHaveValue(
      '',
    );
    await expectNoSeriousA11yViolations(page);

    // The Cloud API knows the app by the same token and secret.
    await cloud.register(numberId);

    // A test message goes out with the saved account.
    const tester = uniquePhone();
    const testPanel = page.getByRole('region', { name: 'Enviar una prueba' });
    await testPanel.getByLabel(/^Número de prueba/).fill(tester.typed);
    await testPanel.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(testPanel.getByText(/^WhatsApp aceptó el mensaje\. Id: .+/)).toBeVisible();

    // Carlos turns WhatsApp on in his profile with his number.
    const carlosContext = await browser.newContext({ baseURL });
    const carlosPage = await carlosContext.newPage();
    await signInAs(carlosPage, EMAILS.carlos, '¡Hola, Carlos Ruiz!');
    const mine = await openWhatsAppSettings(carlosPage);
    await mine.getByRole('textbox', { name: /^Número de WhatsApp/ }).fill(phone.typed);
    await mine.getByRole('switch', { name: 'Recibir mensajes por WhatsApp' }).check();
    await mine.getByRole('button', { name: 'Guardar' }).click();
    await expect(mine.getByText('Guardamos tu WhatsApp.')).toBeVisible();
    await expect(
      mine.getByText(`Recibes mensajes por WhatsApp en el ${phone.e164}.`),
    ).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Desactivar WhatsApp' })).toBeVisible();
    // Each kind can now go by WhatsApp too.
    await expect(
      carlosPage.getByRole('switch', { name: 'Comunicados recibidos: por WhatsApp' }),
    ).toBeEnabled();
    await expectNoSeriousA11yViolations(carlosPage);
    await carlosContext.close();

    // The admin sends a communication to everyone by WhatsApp and the news feed.
    await page.getByRole('tab', { name: 'Comunicados' }).click();
    await page.getByRole('button', { name: 'Nuevo comunicado' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo comunicado' });
    await expect(dialog.getByRole('radiogroup', { name: 'Destinatarios' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^Mensaje/ })
      .fill('Mañana la oficina abre a las diez.');
    const whatsapp = dialog.getByRole('checkbox', { name: 'WhatsApp' });
    await expect(whatsapp).toBeEnabled();
    await whatsapp.check();
    await dialog.getByRole('checkbox', { name: 'Muro de noticias' }).check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Comunicado enviado: se está entregando a sus destinatarios.'),
    ).toBeVisible();

    // The Cloud API got the template for Carlos's number, in his language, with the title.
    const forCarlos = async () =>
      (await cloud.messages()).filter(
        (message) =>
          message.to.replace(/\D/g, '') === phone.e164.slice(1) &&
          message.parameters.some((parameter) => parameter.includes(title)),
      );
    await expect.poll(async () => (await forCarlos()).length, { timeout: 20_000 }).toBe(1);
    const [message] = await forCarlos();
    expect(message?.phone_number_id).toBe(numberId);
    expect(message?.template).toBe(TEMPLATE);
    expect(message?.language).toMatch(/^es/);
    expect(message?.parameters[0]).toBe('Carlos');
    expect(message?.parameters).toHaveLength(3);

    // The local Cloud API's statuses (sent → delivered → read) reach the server within seconds.
    const id = await deliveredId(admin, title);
    await expect
      .poll(() => whatsAppStatusOf(admin, id, 'Carlos Ruiz'), { timeout: 30_000 })
      .toBe('read');

    // The admin's report says so: "Leído" in Carlos's WhatsApp column, and as a card on a phone.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await waitForApp(page);
      const row = page.locator('[data-communication]').filter({ hasText: title });
      await expect(row).toContainText('por WhatsApp');
      await page.getByRole('button', { name: `Informe de «${title}»` }).click();
      const report = page.getByRole('dialog', { name: `Informe: ${title}` });
      await expect(report.getByText('Mensajes de WhatsApp')).toBeVisible();
      // Everyone is on one page.
      await report.getByRole('combobox', { name: /Filas por página/ }).click();
      await page.getByRole('option', { name: '50' }).click();
      const carlos = report.locator('[data-recipient]').filter({ hasText: 'Carlos Ruiz' });
      await expect(carlos).toContainText('Leído');
      if (width === 375) {
        // Each recipient is a card: the column's name beside its value.
        await expect(report.locator('li[data-recipient]').first()).toBeVisible();
        await expect(carlos).toContainText(/WhatsApp\s*Leído/);
      }
      await expectNoSeriousA11yViolations(page);
      await report.getByRole('button', { name: 'Cerrar' }).click();
      await expect(report).toBeHidden();
    }
  } finally {
    // Later specs on this server find WhatsApp as it was: no account, Carlos without it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await carlosApi.post('/user/whatsapp/deactivate', {}).catch(() => undefined);
    await admin.delete('/org/whatsapp').catch(() => undefined);
    await restore();
  }
});

test('a member turns WhatsApp off and gets no more WhatsApp messages', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await apiAs(request, EMAILS.admin);
  const sofiaApi = await apiAs(request, EMAILS.sofia);
  const restore = await modulesOn(admin);
  const numberId = uniqueNumberId();
  const phone = uniquePhone();

  try {
    // Set up beside the browser: the organisation's account, and Sofía's number, turned on.
    await admin.put('/org/whatsapp', {
      phone_number_id: numberId,
      access_token: ACCESS_TOKEN,
      app_secret: APP_SECRET,
      template_name: TEMPLATE,
      active: true,
    });
    await cloudApi(request, baseURL).register(numberId);
    const on = await sofiaApi.post<OptIn>('/user/notification_settings_wpp', {
      phone: phone.typed,
    });
    expect(on).toEqual({ phone: phone.e164, active: true, available: true });

    // In her profile she turns it off.
    await signInAs(page, EMAILS.sofia, '¡Hola, Sofía Ramírez!');
    const mine = await openWhatsAppSettings(page);
    await expect(
      mine.getByText(`Recibes mensajes por WhatsApp en el ${phone.e164}.`),
    ).toBeVisible();
    const kind = page.getByRole('switch', { name: 'Comunicados recibidos: por WhatsApp' });
    await expect(kind).toBeEnabled();
    await mine.getByRole('button', { name: 'Desactivar WhatsApp' }).click();
    await expect(
      mine.getByText('Desactivaste WhatsApp: ya no recibirás mensajes por WhatsApp.'),
    ).toBeVisible();
    await expect(mine.getByText('No recibes mensajes por WhatsApp.')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Desactivar WhatsApp' })).toHaveCount(0);
    await expect(
      mine.getByRole('switch', { name: 'Recibir mensajes por WhatsApp' }),
    ).not.toBeChecked();
    // Her number stays, for when she turns it on again; the kinds cannot go by WhatsApp.
    await expect(mine.getByRole('textbox', { name: /^Número de WhatsApp/ })).toHaveValue(
      phone.e164,
    );
    await expect(kind).toBeDisabled();
    await expect(kind).toHaveAccessibleDescription(
      'Para recibir avisos por WhatsApp, activa WhatsApp arriba con tu número.',
    );
    await expectNoSeriousA11yViolations(page);
    expect(await sofiaApi.get<OptIn>('/user/notification_settings_wpp')).toEqual({
      phone: phone.e164,
      active: false,
      available: true,
    });

    // A communication by WhatsApp to everyone reaches her without WhatsApp.
    const title = uniqueName('Sin WhatsApp');
    await admin.post(
      '/communication/all',
      {
        title,
        message: 'Un aviso para quien tenga WhatsApp activado.',
        pin: false,
        email: false,
        whatsapp: true,
        newsfeed: true,
        acknowledge: false,
        poll: null,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const id = await deliveredId(admin, title);
    expect(await whatsAppStatusOf(admin, id, 'Sofía Ramírez')).toBeNull();

    // Still off after a reload.
    await page.reload();
    await waitForApp(page);
    await expect(
      page
        .getByRole('region', { name: 'Mensajes por WhatsApp' })
        .getByText('No recibes mensajes por WhatsApp.'),
    ).toBeVisible();
  } finally {
    await sofiaApi.post('/user/whatsapp/deactivate', {}).catch(() => undefined);
    await admin.delete('/org/whatsapp').catch(() => undefined);
    await restore();
  }
});
