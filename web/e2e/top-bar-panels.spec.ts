// The top bar's panels on the demo organisation (ADR 0089). María opens the WhatsApp panel from
// its button: the server's refusal to turn WhatsApp on (the organisation stopped sending by
// WhatsApp after the panel was read) is told at the switch; once it sends again she saves her
// number and chooses a kind of notice by WhatsApp. On a phone, Valentina (who reads English) opens
// the quick settings from the account menu, stops the measuring of her page visits, turns the
// interface to Spanish and follows the link to the notification settings.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { EMAILS } from './recognition-support';
import {
  apiToken,
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  test,
  withModule,
} from './support';

type OptIn = { phone: string | null; active: boolean; available: boolean };
type Setting = { kind: string; whatsapp: boolean };

/** A member's API calls beside the browser. */
async function apiAs(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const data = async <T>(what: string, response: APIResponse): Promise<T> => {
    expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: async <T>(path: string) => data<T>(path, await request.get(`/api${path}`, { headers })),
    post: async <T>(path: string, body: unknown) =>
      data<T>(path, await request.post(`/api${path}`, { headers, data: body })),
    put: async <T>(path: string, body: unknown) =>
      data<T>(path, await request.put(`/api${path}`, { headers, data: body })),
    patch: async <T>(path: string, body: unknown) =>
      data<T>(path, await request.patch(`/api${path}`, { headers, data: body })),
    delete: async (path: string) => data(path, await request.delete(`/api${path}`, { headers })),
  };
}

/** The organisation's WhatsApp account, on: members can then turn WhatsApp on. */
const WHATSAPP_ACCOUNT = {
  phone_number_id: '106540352242922',
  access_token: 'EAAG-e2e-panels-token',
  app_secret: 'e2e-panels-secret',
  template_name: 'aplauso_aviso',
  active: true,
};

/** A Spanish mobile number nobody else in the run uses: as typed and in E.164. */
function uniquePhone(): { typed: string; e164: string } {
  const digits = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    typed: `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    e164: `+34${digits}`,
  };
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}

test('the WhatsApp panel: a refusal told at the switch, the number saved, a kind by WhatsApp', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiAs(request, EMAILS.admin);
  const maria = await apiAs(request, EMAILS.maria);
  const phone = uniquePhone();
  const kindName = 'Comunicados recibidos: por WhatsApp';

  await withModule(request, 'messaging_app', () =>
    withModule(request, 'notifications', async () => {
      await maria.post('/user/notification_settings', {
        settings: [{ kind: 'communication_received', whatsapp: false }],
      });
      await admin.put('/org/whatsapp', WHATSAPP_ACCOUNT);
      try {
        await signInAs(page, EMAILS.maria, '¡Hola, María López!');
        const opener = page.getByRole('button', { name: 'Tu WhatsApp' });
        await opener.click();
        const panel = page.getByRole('dialog', { name: 'Tu WhatsApp' });
        await expect(panel.getByRole('heading', { level: 2, name: 'Tu WhatsApp' })).toBeVisible();
        const receive = panel.getByRole('switch', { name: 'Recibir mensajes por WhatsApp' });
        await receive.check();
        const kind = panel.getByRole('switch', { name: kindName });
        await expect(kind).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The organisation stops sending by WhatsApp while the panel is open: turning it on is
        // refused, and the server's reason is told under the switch.
        await admin.delete('/org/whatsapp');
        await panel.getByRole('textbox', { name: /^Número de WhatsApp/ }).fill(phone.typed);
        await panel.getByRole('button', { name: 'Guardar' }).click();
        await expect(receive).toHaveAccessibleDescription(
          'La organización no tiene WhatsApp configurado.',
        );
        expect((await maria.get<OptIn>('/user/notification_settings_wpp')).active).toBe(false);

        // It sends again: the number is saved and WhatsApp is on.
        await admin.put('/org/whatsapp', WHATSAPP_ACCOUNT);
        await panel.getByRole('button', { name: 'Guardar' }).click();
        await expect(panel.getByText('Guardamos tu WhatsApp.')).toBeVisible();
        await expect(
          panel.getByText(`Recibes mensajes por WhatsApp en el ${phone.e164}.`),
        ).toBeVisible();

        // The communications she receives now come by WhatsApp too, saved as the switch moves.
        await expect(kind).toBeEnabled();
        await expect(kind).not.toBeChecked();
        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/user/notification_settings') &&
            response.request().method() === 'POST' &&
            response.ok(),
        );
        await kind.check();
        await saved;
        const settings = await maria.get<Setting[]>('/user/notification_settings');
        expect(settings.find((setting) => setting.kind === 'communication_received')).toEqual(
          expect.objectContaining({ whatsapp: true }),
        );
        await expectNoSeriousA11yViolations(page);

        // Escape closes it, and the focus is back on its button.
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(opener).toBeFocused();

        // At 900 and 375 px it opens from the same button, the whole width on the phone.
        for (const width of [900, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await opener.click();
          await expect(panel.getByRole('switch', { name: kindName })).toBeChecked();
          const box = await panel.boundingBox();
          expect(box?.width).toBe(width === 375 ? 375 : 440);
          await expectNoSidewaysScroll(page);
          await panel.getByRole('button', { name: 'Cerrar el panel de WhatsApp' }).click();
          await expect(panel).toBeHidden();
          await expect(opener).toBeFocused();
        }
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
        await maria.post('/user/whatsapp/deactivate', {}).catch(() => undefined);
        await maria
          .post('/user/notification_settings', {
            settings: [{ kind: 'communication_received', whatsapp: false }],
          })
          .catch(() => undefined);
        await admin.delete('/org/whatsapp').catch(() => undefined);
      }
    }),
  );
});

test('the quick settings on a phone: visits not measured, the interface in Spanish', async ({
  page,
  request,
}) => {
  test.slow();
  const valentina = await apiAs(request, EMAILS.valentina);
  await valentina.put('/user/analytics', { opt_out: false });
  await valentina.patch('/user/account/update', { language: 'english' });
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    await signInAs(page, EMAILS.valentina, 'Hello, Valentina Rojas!');
    const account = page.getByRole('button', { name: 'Valentina Rojas: account menu' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Quick settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick settings' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Quick settings' })).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(375);
    await expectNoSidewaysScroll(page);
    const measure = panel.getByRole('switch', { name: 'Measure my page visits' });
    await expect(measure).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'English' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Her visits are no longer measured, on every device.
    await measure.uncheck();
    await expect(
      page.getByText('Your page visits are no longer measured on any of your devices.'),
    ).toBeVisible();
    await expect(measure).not.toBeChecked();
    expect(await valentina.get<{ opt_out: boolean }>('/user/analytics')).toEqual({
      opt_out: true,
    });

    // The interface in Spanish at once, kept on her profile.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/account/update') && response.ok(),
    );
    await panel.getByRole('radio', { name: 'Español' }).check();
    await saved;
    const spanish = page.getByRole('dialog', { name: 'Ajustes rápidos' });
    await expect(spanish.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(
      spanish.getByRole('switch', { name: 'Medir mis visitas a las páginas' }),
    ).not.toBeChecked();
    expect((await valentina.get<{ language: string }>('/user')).language).toBe('spanish');

    // Closed, the focus is back on the account button; the link leads to the notification
    // settings, which take the focus.
    await spanish.getByRole('button', { name: 'Cerrar ajustes rápidos' }).click();
    await expect(spanish).toBeHidden();
    const cuenta = page.getByRole('button', { name: 'Valentina Rojas: menú de la cuenta' });
    await expect(cuenta).toBeFocused();
    await cuenta.click();
    await page.getByRole('menuitem', { name: 'Ajustes rápidos' }).click();
    await spanish.getByRole('link', { name: 'Ajustes de notificaciones' }).click();
    await expect(page).toHaveURL(/\/profile\/settings#notification-settings$/);
    await expect(spanish).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notificaciones', exact: true })).toBeFocused();
    await expectNoSidewaysScroll(page);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    await valentina.put('/user/analytics', { opt_out: false }).catch(() => undefined);
    await valentina.patch('/user/account/update', { language: 'english' }).catch(() => undefined);
  }
});
