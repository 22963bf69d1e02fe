// Goals end to end (issue 30): a leader sets a team (department) goal calculated from two
// children weighted 60/40; an employee checks in on a child from a 375 px phone; the parent's
// progress rolls up; the leader closes the child and is offered a recognition, prefilled with the
// owner and the server's message, in the top bar's send dialog. axe finds nothing serious on
// /goals and on a goal's page at 375 and 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';

import { apiToken, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApp,
  withModule,
} from './support';

type Person = { id: number; full_name: string; first_name: string };
type Department = { id: number; name: string; leader: { id: number } | null };
type GoalDetail = {
  id: number;
  title: string;
  starts_on: string;
  ends_on: string;
  progress: number;
  status: string;
  children: { goal: { id: number }; contribution: number }[];
};

/** Makes `leaderId` the department's leader for `run`, and puts the old one back after. */
async function withDepartmentLeader(
  request: APIRequestContext,
  department: Department,
  leaderId: number,
  run: () => Promise<void>,
): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
  const setLeader = async (id: number | null) => {
    const response = await request.patch(`/api/org/departments/${department.id}`, {
      headers,
      data: { leader_id: id },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setLeader(leaderId);
  try {
    await run();
  } finally {
    await setLeader(department.leader?.id ?? null);
  }
}

/** No sideways scroll; on failure, names the elements reaching past the screen's edge. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right + window.scrollX > width + 1)
      .reverse()
      .slice(0, 5)
      .map((element) =>
        `${element.tagName}.${String(element.className)} ${element.textContent ?? ''}`.slice(
          0,
          160,
        ),
      );
    // Text running out of a box that itself fits.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right + window.scrollX > width + 1)
        past.push(`text in ${node.parentElement?.tagName ?? '?'}: ${node.textContent ?? ''}`);
    }
    return { scroll: document.documentElement.scrollWidth, client: width, wide: past };
  });
  expect(scroll, wide.join('\n')).toBeLessThanOrEqual(client);
}

test.describe('goals', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a team goal rolls up two weighted children, one checked in from a phone; closing offers a recognition', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await withModule(request, 'goals', async () => {
      const leader = await Member.signIn(request, EMAILS.leader);
      const admin = await Member.signIn(request, EMAILS.admin);
      const me = await leader.get<Person>('/user');
      const ana = await (await Member.signIn(request, EMAILS.ana)).get<Person>('/user');
      const carlos = await (await Member.signIn(request, EMAILS.carlos)).get<Person>('/user');
      const departments = await admin.get<Department[]>('/departments');
      const tech = departments.find((department) => department.name === 'Tecnología');
      expect(tech, 'the demo has Tecnología').toBeDefined();

      await withDepartmentLeader(request, tech as Department, me.id, async () => {
        // The leader creates the team goal in the form, calculated from its children.
        const title = uniqueName('Tecnología: entregar la plataforma');
        await enterAs(page, EMAILS.leader, '/goals');
        await expect(page.getByRole('heading', { level: 1, name: 'Objetivos' })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Mi equipo' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Nuevo objetivo' }).click();
        const form = page.getByRole('dialog', { name: 'Nuevo objetivo' });
        await form.getByRole('textbox', { name: /^Título/ }).fill(title);
        await form.getByLabel('Nivel').selectOption({ label: 'Departamento' });
        await form
          .getByLabel('Departamento', { exact: true })
          .selectOption({ label: 'Tecnología' });
        await form.getByLabel('Cómo se mide').selectOption({ label: 'Porcentaje' });
        await form.getByRole('textbox', { name: /^Meta/ }).fill('100');
        await form
          .getByLabel('Cómo avanza')
          .selectOption({ label: 'Calculado de los objetivos que aportan' });
        await form.getByRole('button', { name: 'Crear objetivo' }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const parentId = Number(/\/goals\/(\d+)$/.exec(page.url())?.[1]);
        expect(parentId).toBeGreaterThan(0);
        const parent = await leader.get<GoalDetail>(`/goals/${parentId}`);

        // Two children of the people who report to the leader: 60 % and 40 % of it.
        const child = async (owner: Person, name: string, contribution: number) =>
          (
            await leader.post<GoalDetail>('/goals', {
              title: uniqueName(name),
              owner_id: owner.id,
              level: 'personal',
              starts_on: parent.starts_on,
              ends_on: parent.ends_on,
              metric: 'percent',
              start_value: 0,
              target_value: 100,
              progress_mode: 'manual',
              visibility: 'public',
              parents: [{ goal_id: parentId, contribution }],
            })
          ).id;
        const anaGoal = await child(ana, 'Migrar el servicio de pagos', 60);
        await child(carlos, 'Pruebas de carga', 40);

        await page.reload();
        await waitForApp(page);
        const alignment = page.getByTestId('alignment');
        await expect(alignment.getByText(/aporta 60 %/)).toBeVisible();
        await expect(alignment.getByText(/aporta 40 %/)).toBeVisible();
        await expect(alignment.getByTestId('weights-sum')).toHaveText('Suma: 100');
        await expect(alignment.getByText(/no 100/)).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        // Ana checks in on her child from a phone.
        const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
        try {
          const anaPage = await phone.newPage();
          await enterAs(anaPage, EMAILS.ana, '/goals');
          await expect(anaPage.getByRole('tab', { name: 'Mis objetivos' })).toBeVisible();
          await expectNoSidewaysScroll(anaPage);
          await expectNoSeriousA11yViolations(anaPage);
          await anaPage.goto(`/goals/${anaGoal}`);
          await waitForApp(anaPage);
          await anaPage.getByRole('button', { name: 'Registrar avance' }).click();
          const checkin = anaPage.getByRole('dialog', { name: /^Avance de/ });
          await checkin.getByRole('textbox', { name: /^Valor \(%\)/ }).fill('50');
          await checkin.getByRole('radio', { name: 'Va bien' }).check();
          await checkin.getByLabel('Confianza en lograrlo').selectOption({ label: '4 de 5' });
          await checkin.getByRole('textbox', { name: 'Comentario' }).fill('Mitad migrada');
          await checkin.getByRole('button', { name: 'Registrar' }).click();
          await expect(checkin).toBeHidden();
          await expect(anaPage.getByTestId('goal-value')).toHaveText('50 % de 100 %');
          await expect(anaPage.getByTestId('checkins').getByText('Mitad migrada')).toBeVisible();
          await expectNoSidewaysScroll(anaPage);
          await expectNoSeriousA11yViolations(anaPage);
        } finally {
          await phone.close();
        }

        // The parent rolls up: 60 % of 50 + 40 % of 0 = 30.
        expect((await leader.get<GoalDetail>(`/goals/${parentId}`)).progress).toBe(30);
        await page.reload();
        await waitForApp(page);
        await expect(page.getByRole('progressbar', { name: 'Progreso' }).first()).toHaveAttribute(
          'aria-valuenow',
          '30',
        );

        // The leader closes Ana's goal and is offered to recognise her.
        await page.goto(`/goals/${anaGoal}`);
        await waitForApp(page);
        await page.getByRole('button', { name: 'Cerrar objetivo' }).click();
        const close = page.getByRole('dialog', { name: /^Cerrar «/ });
        await close.getByRole('radio', { name: 'Logrado', exact: true }).check();
        await close.getByRole('button', { name: 'Cerrar objetivo' }).click();
        const offer = page.getByRole('dialog', { name: '¿Lo reconoces?' });
        await expect(offer).toBeVisible();
        const message = (await offer.getByText(/^¡/).textContent()) ?? '';
        expect(message).not.toBe('');
        await offer.getByRole('button', { name: `Reconocer a ${ana.first_name}` }).click();
        const send = page
          .getByRole('dialog')
          .filter({ has: page.getByRole('textbox', { name: /Mensaje/ }) });
        await expect(send.getByRole('button', { name: new RegExp(ana.full_name) })).toBeVisible();
        await expect(send.getByRole('textbox', { name: /Mensaje/ })).toHaveValue(message);
        await page.keyboard.press('Escape');
        await expect(send).toBeHidden();
        expect((await leader.get<GoalDetail>(`/goals/${anaGoal}`)).status).toBe('achieved');
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
});
