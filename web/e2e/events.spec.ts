// Events (issue 31, EVT-1..8): the admin creates and publishes an event for three people, one
// guest each at most, from the console; Ana takes two places (she brings a guest) and Carlos the
// third, a fourth person joins the waitlist from his page; Carlos says he will not go after all,
// so the waiting one is offered the place and confirms it. During the
// check-in window the admin types his rotating pass on the check-in screen: his attendance
// points are paid once (a second try says he was already checked in). The month calendar shows
// the event, and /events passes axe at 375 and 1440 px.
import type { Page } from '@playwright/test';

import { ADMIN_EMAIL, openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import { enterAs, expect, expectNoSeriousA11yViolations, test, withModule } from './support';

const MINUTE = 60_000;

/** A moment as the wall-clock 'YYYY-MM-DDTHH:mm' of a zone (what a datetime-local field takes). */
function wallClock(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

type EventRef = { id: number; title: string };

/** The admin creates an in-person event in the console, starting in 30 minutes (check-in opens
 *  an hour before the start), with `capacity` places, `guests` guests a person may bring and 25
 *  points for attending, and publishes it. */
async function createEvent(page: Page, capacity: number, guests = 0): Promise<EventRef> {
  const admin = await Member.signIn(page.request, ADMIN_EMAIL);
  const org = await admin.get<{ timezone: string }>('/org');
  const title = uniqueName('Desayuno');
  const start = Date.now() + 30 * MINUTE;
  await openAdmin(page, '/admin/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Eventos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo evento' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nuevo evento' })).toBeVisible();
  await page.getByLabel(/^Título/).fill(title);
  await page.getByLabel(/^Descripción/).fill('Café y conversación con el equipo.');
  await page.getByLabel(/^Inicio/).fill(wallClock(start, org.timezone));
  await page.getByLabel(/^Término/).fill(wallClock(start + 90 * MINUTE, org.timezone));
  await page.getByLabel(/^Lugar/).fill('Sala Andes, piso 3');
  await page.getByLabel(/^Capacidad/).fill(String(capacity));
  await page.getByLabel(/^Puntos por asistir/).fill('25');
  await page.getByLabel(/^Acompañantes por persona/).fill(String(guests));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear y publicar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar evento' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('event'));
  expect(id).toBeGreaterThan(0);
  await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible();
  return { id, title };
}

test('a full event promotes its waitlist, and a typed pass checks the attendee in once', async ({
  page,
  browser,
  request,
}) => {
  await withModule(request, 'events', async () => {
    const event = await createEvent(page, 3, 1);
    const ana = await Member.signIn(request, EMAILS.ana);
    const carlos = await Member.signIn(request, EMAILS.carlos);
    for (const [member, guests] of [
      [ana, 1],
      [carlos, 0],
    ] as const) {
      const taken = await member.post<{ status: string }>(`/events/${event.id}/rsvp`, {
        response: 'going',
        guests,
      });
      expect(taken.status).toBe('confirmed');
    }

    // Jorge finds it full and joins the waitlist from his phone.
    const phone = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 375, height: 740 },
    });
    try {
      const jorgePage = await phone.newPage();
      await enterAs(jorgePage, EMAILS.jorge, `/events/${event.id}`);
      await expect(jorgePage.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      await expect(jorgePage.getByText('Lista de espera', { exact: true })).toBeVisible();
      await jorgePage.getByRole('button', { name: 'Asistiré', exact: true }).click();
      await expect(jorgePage.getByTestId('my-standing')).toContainText(
        'estás en la lista de espera, n.º 1',
      );
      await expectNoSeriousA11yViolations(jorgePage);

      // Carlos gives up his place: it is offered to Jorge, who confirms it.
      await carlos.post(`/events/${event.id}/rsvp`, { response: 'not_going' });
      await jorgePage.reload();
      const offer = jorgePage.getByTestId('offer');
      await expect(offer).toContainText('¡Se liberó un lugar para ti!');
      await offer.getByRole('button', { name: 'Confirmar' }).click();
      await expect(jorgePage.getByTestId('my-standing')).toHaveText('Tienes tu lugar confirmado.');

      // His pass, during the check-in window.
      const pass = jorgePage.getByTestId('pass-code');
      await expect(pass).toHaveText(/^\d{4} \d{4}$/);
      await expect(jorgePage.getByRole('img', { name: 'Código QR de tu pase' })).toBeVisible();
      await expectNoSeriousA11yViolations(jorgePage);
      const code = ((await pass.textContent()) ?? '').replace(/\s/g, '');

      // The admin types it on the check-in screen: 25 points, once.
      const jorge = await Member.signIn(request, EMAILS.jorge);
      const before = (await jorge.points()).redeem_balance;
      await page.goto(`/events/${event.id}/checkin`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Registro de asistencia' }),
      ).toBeVisible();
      await expect(page.getByTestId('event-code')).toHaveText(/^\d{3} \d{3}$/);
      await page.getByLabel('Código del pase').fill(code);
      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(page.getByTestId('checkin-outcome')).toContainText('recibió 25 puntos');
      expect((await jorge.points()).redeem_balance).toBe(before + 25);
      await page.getByLabel('Código del pase').fill(code);
      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(page.getByTestId('checkin-outcome')).toContainText(
        'ya tenía su asistencia registrada',
      );
      expect((await jorge.points()).redeem_balance).toBe(before + 25);
      await expect(page.getByTestId('attendee-checked-in')).toHaveCount(1);
      await expect(page.getByTestId('attendee-guests')).toContainText('+1 acompañante');
      await expectNoSeriousA11yViolations(page);

      // His page says so.
      await jorgePage.reload();
      await expect(jorgePage.getByTestId('checked-in')).toContainText('Asistencia registrada');
    } finally {
      await phone.close();
    }
  });
});

test('the month calendar shows the events; /events passes axe at 375 and 1440 px', async ({
  page,
  request,
}) => {
  await withModule(request, 'events', async () => {
    const event = await createEvent(page, 10);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expect(page.getByRole('link', { name: event.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Calendario' }).click();
    const grid = page.getByRole('table');
    // An event that crosses midnight (a run near the end of the day) shows on both days.
    await expect(grid.getByRole('link', { name: new RegExp(event.title) }).first()).toBeVisible();
    const month = await page.getByTestId('calendar-month').textContent();
    // Two months on: a run in the last hours of a month ends in the next one and shows there too.
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(page.getByTestId('calendar-month')).not.toHaveText(month ?? '');
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(grid.getByRole('link', { name: new RegExp(event.title) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Este mes' }).click();
    await expect(grid.getByRole('link', { name: new RegExp(event.title) }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Phones get the month as a list of days.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(event.title) }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Mis eventos' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

test('an organiser who is not an admin manages the event from its page: the editor and the attendance list', async ({
  page,
}) => {
  // The demo's "Kickoff trimestral" (three days ago) is organised by Luis, a leader.
  const luis = await Member.signIn(page.request, EMAILS.leader);
  const past = await luis.get<{ id: number; title: string }[]>('/events?past=1&perPage=50');
  const kickoff = past.find((event) => event.title === 'Kickoff trimestral');
  expect(kickoff, 'the demo event').toBeTruthy();
  await enterAs(page, EMAILS.leader, `/events/${kickoff?.id ?? 0}`);
  await page.getByRole('link', { name: 'Gestionar evento' }).click();
  await expect(page.getByRole('heading', { name: /Gestionar evento/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Editar' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Asistentes' }).click();
  await expect(page.getByRole('table', { name: 'Personas inscritas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
