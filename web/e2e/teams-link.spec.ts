// Microsoft Teams sign-in end to end (issue 27 §8.2, ADR 0032), against the local Entra ID the
// run starts beside each worker's server (e2e/servers.ts entraUrl: its keys are the server's
// TEAMS_JWKS_URL, and it signs the tokens below). The demo admin sets the organisation's Entra
// tenant id and turns Teams on in Administración → Inicio de sesión. Diego's first Teams sign-in,
// from the app framed in a stand-in for the Teams client, is refused and mails him a link; a token
// carrying the admin's e-mail does not sign in as the admin; Diego connects his Teams account from
// the mailed link (which then no longer works), and the same Teams token signs him in.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';

import { openAdmin } from './admin-support';
import { EMAILS } from './recognition-support';
import { TEAMS_AUDIENCE, entraUrl, teamsIssuer } from './servers';
import {
  apiToken,
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const LINK_SENT =
  'Tu cuenta de Microsoft Teams aún no está conectada a tu cuenta. Si tu correo pertenece a una persona de esta organización, te enviamos un enlace para conectarla: ábrelo y vuelve a entrar con Microsoft Teams. Si no te llega en unos minutos, contacta a tu administrador.';
const LINK_INVALID =
  'El enlace no es válido o ya venció. Vuelve a entrar con Microsoft Teams para recibir uno nuevo.';
const LINK = /\/teams\/link\?token=[A-Za-z0-9_-]+/;

type AuthFlow = { methods: { teams: boolean }; teams_tenant_id: string | null };
type TeamsAnswer = { code?: string; data?: { auth_token?: string; user?: { email: string } } };

/** An Entra ID token of `tenant` for the person `oid` whose e-mail claim is `email`, signed by
 *  the worker's local Entra ID with the key the server reads, valid for ten minutes. */
async function teamsToken(
  request: APIRequestContext,
  claims: { tenant: string; oid: string; email: string },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const response = await request.post(`${entraUrl(test.info().parallelIndex)}/__token`, {
    data: {
      iss: teamsIssuer(claims.tenant),
      aud: TEAMS_AUDIENCE,
      tid: claims.tenant,
      oid: claims.oid,
      email: claims.email,
      preferred_username: claims.email,
      ver: '2.0',
      iat: now,
      nbf: now,
      exp: now + 600,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** POST /oauth2/teams/token with `token`, as the web's Teams button sends it. */
async function teamsSignIn(request: APIRequestContext, token: string) {
  const response = await request.post('/api/oauth2/teams/token', { data: { token } });
  return { status: response.status(), body: (await response.json()) as TeamsAnswer };
}

const HOST_PATH = '/__teams-host';
const TEAMS_ORIGINS_URL = 'https://res.cdn.office.net/teams-js/validDomains/json/validDomains.json';

/**
 * The Microsoft Teams client as the app inside it sees it: a page that frames the app's sign-in
 * page and answers the Teams SDK's two calls, `initialize` and `authentication.getAuthToken`
 * (with `token`). It is served (by the browser, never by the server) on the app's own origin,
 * which the SDK accepts messages from as it does from Teams' origins.
 */
async function openInTeams(page: Page, token: string): Promise<FrameLocator> {
  const host = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Microsoft Teams</title></head>
<body style="margin:0">
<iframe title="Aplauso en Microsoft Teams" src="/login" style="border:0;width:100vw;height:100vh"></iframe>
<script>
  const token = ${JSON.stringify(token)};
  const frame = document.querySelector('iframe');
  window.addEventListener('message', (event) => {
    const request = event.data;
    if (event.source !== frame.contentWindow || !request || typeof request.func !== 'string') return;
    const reply = (args) =>
      event.source.postMessage({ id: request.id, uuidAsString: request.uuidAsString, args }, event.origin);
    if (request.func === 'initialize') {
      reply(['content', 'web', JSON.stringify({ apiVersion: 4, supports: {} }), '2.58.0']);
    } else if (request.func === 'authentication.getAuthToken') {
      reply([true, token]);
    }
  });
</script>
</body></html>`;
  await page.unroute(`**${HOST_PATH}`);
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: host }),
  );
  // The SDK reads Microsoft's list of Teams origins as it loads (the server's CSP allows it when
  // Teams sign-in is set up); the run has no Internet, so the browser answers it.
  await page.unroute(TEAMS_ORIGINS_URL);
  await page.route(TEAMS_ORIGINS_URL, (route) =>
    route.fulfill({ json: { validOrigins: ['teams.microsoft.com', '*.teams.microsoft.com'] } }),
  );
  await page.goto(HOST_PATH);
  const app = page.getByTitle('Aplauso en Microsoft Teams').contentFrame();
  await expect(app.getByRole('button', { name: 'Entrar con Microsoft Teams' })).toBeVisible();
  return app;
}

/** The session the app keeps for this origin (local storage, spec §3), if any. */
function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('auth_token'));
}

test('a Teams account gets in only once its owner connects it from the mailed link', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
  const flowNow = async () => {
    const response = await request.get('/api/org/auth_flow', { headers: admin });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: AuthFlow }).data;
  };
  const before = await flowNow();
  // A tenant and Teams people (object ids) no other run has used.
  const tenant = randomUUID();
  const diegoOid = randomUUID();
  try {
    // 1. The admin sets the tenant id and turns Teams sign-in on, in the sign-in settings.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await openAdmin(adminPage);
    await adminPage
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Inicio de sesión', exact: true })
      .click();
    await expect(adminPage).toHaveURL(/\/admin\/settings\/sign-in$/);
    await adminPage.getByLabel('ID del tenant de Microsoft Entra').fill(tenant.toUpperCase());
    await adminPage.getByRole('button', { name: 'Guardar ID del tenant' }).click();
    await expect(adminPage.getByText('Se guardó el ID del tenant.')).toBeVisible();
    const teamsSwitch = adminPage.getByRole('switch', { name: 'Microsoft Teams' });
    await expect(teamsSwitch).toBeEnabled();
    if (!(await teamsSwitch.isChecked())) {
      // Checked once the server answers (the switch shows the saved state).
      await teamsSwitch.click();
      await expect(
        adminPage.getByText('Se guardaron los métodos de inicio de sesión.'),
      ).toBeVisible();
    }
    await expect(teamsSwitch).toBeChecked();
    await adminContext.close();
    expect(await flowNow()).toMatchObject({ methods: { teams: true }, teams_tenant_id: tenant });

    // 2. Diego's first Teams sign-in, from the app inside Teams: his e-mail claim names him, but
    //    his Teams account is not connected to his, so no session; he is mailed a link.
    const diegoToken = await teamsToken(request, {
      tenant,
      oid: diegoOid,
      email: EMAILS.diego,
    });
    await useSourceGlossaryIfAsked(page);
    let app = await openInTeams(page, diegoToken);
    const since = Date.now();
    await app.getByRole('button', { name: 'Entrar con Microsoft Teams' }).click();
    await expect(app.getByRole('alert')).toHaveText(LINK_SENT);
    await expect(app.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await storedSession(page), 'no session after a first Teams sign-in').toBeNull();
    const mailed = LINK.exec(await latestMailTo(EMAILS.diego, since, LINK))?.[0];
    if (!mailed) throw new Error('the Teams mail carries no /teams/link link');

    // 3. A token of the same tenant whose e-mail claim is the admin's, with an object id never
    //    connected: refused the same way, no session (the takeover of issue 27 §8.2).
    const takeover = await teamsToken(request, {
      tenant,
      oid: randomUUID(),
      email: EMAILS.admin,
    });
    const refused = await teamsSignIn(request, takeover);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.code).toBe('teams_link_sent');
    expect(refused.body.data?.auth_token).toBeUndefined();

    // 4. Diego opens the mailed link (path and query: this worker's server, whatever host the
    //    mail names) and connects his Teams account; the link works once.
    await page.goto(mailed);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conecta Microsoft Teams' }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Conectar mi cuenta de Microsoft Teams' }).click();
    await expect(
      page.getByText(
        `Listo: tu cuenta de Microsoft Teams quedó conectada a ${EMAILS.diego}. Vuelve a Microsoft Teams y pulsa «Entrar con Microsoft Teams».`,
      ),
    ).toBeVisible();
    expect(await storedSession(page), 'connecting opens no session').toBeNull();

    await page.goto(mailed);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Conectar mi cuenta de Microsoft Teams' }).click();
    await expect(page.getByText(LINK_INVALID)).toBeVisible();

    // 5. The same Teams token now signs Diego in: the call answers his session, and the app
    //    inside Teams opens signed in as him, as does the app opened on its own afterwards.
    const signedIn = await teamsSignIn(request, diegoToken);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data?.auth_token).toBeTruthy();
    expect(signedIn.body.data?.user?.email).toBe(EMAILS.diego);

    app = await openInTeams(page, diegoToken);
    await app.getByRole('button', { name: 'Entrar con Microsoft Teams' }).click();
    await expect(app.getByRole('heading', { name: '¡Hola, Diego Castro!' })).toBeVisible();
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: '¡Hola, Diego Castro!' })).toBeVisible();

    // The admin's e-mail still gets nobody in through Teams.
    expect((await teamsSignIn(request, takeover)).status).toBe(403);
  } finally {
    // Every other spec sees the sign-in page as it was (Teams off, no tenant id by default).
    const restore = async (change: Record<string, unknown>) => {
      const response = await request.patch('/api/org/auth_flow', { headers: admin, data: change });
      expect(response.status(), await response.text()).toBe(200);
    };
    await restore({ teams: before.methods.teams });
    await restore({ teams_tenant_id: before.teams_tenant_id });
  }
});
