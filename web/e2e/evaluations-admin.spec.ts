// Performance evaluations in the console (issue 30, EVA-5, EVA-6, EVA-★2): an admin creates a
// cycle with the default forms and two participants pasted as e-mails, launches it, and (once the
// self and leader reviews are submitted through the API) moves it to calibration, places one
// person in another box of the 9-box with a reason, reads that person's rating history "de X a
// Y", moves on to sharing and shares every calibrated packet. The cycle's page is checked with axe
// and at 375 px.
import type { APIRequestContext } from '@playwright/test';

import { openAdmin, uniqueName } from './admin-support';
import { apiToken, expect, expectNoSeriousA11yViolations, test, withModule } from './support';

const LEADER_EMAIL = 'leader@demo.local';
const PEOPLE = ['carlos.ruiz@demo.local', 'jorge.martinez@demo.local'];

/** A local day moved by `days`, as dd/MM/yyyy (as the console's date fields take it). */
function typedDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

type Question = { id: string; type: string; min?: number; max?: number };
type ReviewDetail = {
  review: { id: number; direction: string; cycle: { id: number } };
  form: { definition: { questions: Question[] } };
  competencies: { value: { id: number } }[];
  goals: { goal: { id: number } }[];
};

/** The answers a reviewer gives: 4 of 5 overall (high performance), a medium potential, a
 *  sentence for every text. */
function answersFor(questions: Question[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    if (question.id === 'potential') answers[question.id] = 2;
    else if (question.type === 'rating') answers[question.id] = 4;
    else if (question.type === 'long_text' || question.type === 'short_text')
      answers[question.id] = 'Entregó lo acordado y ayudó al equipo.';
  }
  return answers;
}

/** Every review `email` writes in the cycle, submitted through the API as the person would. */
async function submitReviews(request: APIRequestContext, email: string, cycleId: number) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const work = await request.get('/api/evaluations', { headers });
  expect(work.status(), await work.text()).toBe(200);
  const { data } = (await work.json()) as {
    data: { reviews: { id: number; cycle: { id: number } }[] };
  };
  const mine = data.reviews.filter((review) => review.cycle.id === cycleId);
  expect(mine.length, `${email} has reviews to write`).toBeGreaterThan(0);
  for (const { id } of mine) {
    const read = await request.get(`/api/evaluations/reviews/${id}`, { headers });
    expect(read.status(), await read.text()).toBe(200);
    const detail = ((await read.json()) as { data: ReviewDetail }).data;
    const submit = await request.post(`/api/evaluations/reviews/${id}/submit`, {
      headers,
      data: {
        answers: answersFor(detail.form.definition.questions),
        competencies: detail.competencies.map((entry) => ({ value_id: entry.value.id, rating: 4 })),
        goals: detail.goals.map((entry) => ({ goal_id: entry.goal.id, rating: 4 })),
      },
    });
    expect(submit.status(), await submit.text()).toBe(200);
  }
}

test('an admin runs a cycle: create, launch, calibrate with a reason, read the history, share', async ({
  page,
  request,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await withModule(request, 'evaluations', async () => {
    const name = uniqueName('Evaluación');

    // The cycle, with the default forms and two people pasted as e-mails.
    await openAdmin(page, '/admin/evaluations');
    await expect(page.getByRole('heading', { level: 2, name: 'Evaluaciones' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo ciclo' }).first().click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nuevo ciclo de evaluación' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('textbox', { name: 'Período evaluado: desde' }).fill(typedDay(-180));
    await page.getByRole('textbox', { name: 'Período evaluado: hasta' }).fill(typedDay(0));
    await page.getByRole('textbox', { name: 'Fin de la redacción' }).fill(typedDay(14));
    await page.getByRole('textbox', { name: 'Fin de la calibración' }).fill(typedDay(21));
    await page.getByRole('textbox', { name: 'Fin de la devolución' }).fill(typedDay(28));
    await expect(page.getByRole('tab', { name: 'Autoevaluación' })).toBeVisible();
    await page.getByRole('tab', { name: 'Líder' }).click();
    await expect(
      page.getByText(
        'Las preguntas «overall» y «potential» del líder ubican a la persona en el 9-box.',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mails' }).fill(PEOPLE.join('\n'));
    await expect(page.getByText(/2 e-mails\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Crear ciclo' }).first().click();

    // Its page: both people, led by the demo's leader, nothing started.
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const cycleId = Number(new URL(page.url()).searchParams.get('cycle'));
    expect(cycleId).toBeGreaterThan(0);
    const participants = page.getByRole('region', { name: 'Participantes del ciclo' });
    for (const person of ['Carlos Ruiz', 'Jorge Martínez'])
      await expect(participants.getByText(person, { exact: true })).toBeVisible();
    await expect(participants.getByText('Luis Herrera')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // Launch, after the confirmation says what happens.
    await page.getByRole('button', { name: 'Lanzar ciclo' }).click();
    const launch = page.getByRole('dialog', { name: `¿Lanzar «${name}»?` });
    await expect(launch).toContainText('Se crean las evaluaciones de los 2 participantes');
    await launch.getByRole('button', { name: 'Lanzar ciclo' }).click();
    await expect(launch).toBeHidden();
    await expect(page.getByText('Fase:').locator('..')).toContainText('Redacción');

    // The self and leader reviews are written (through the API, as each person would).
    for (const email of [...PEOPLE, LEADER_EMAIL]) await submitReviews(request, email, cycleId);

    // Calibration.
    await page.getByRole('button', { name: 'Avanzar a Calibración' }).click();
    const advance = page.getByRole('dialog', { name: '¿Avanzar a Calibración?' });
    await expect(advance).toContainText('recibe la calificación propuesta en el 9-box');
    await advance.getByRole('button', { name: 'Avanzar a Calibración' }).click();
    await expect(advance).toBeHidden();
    await page.getByRole('tab', { name: 'Calibración' }).click();
    const proposed = page.getByRole('region', {
      name: 'Desempeño alto · Potencial medio (2 personas)',
    });
    await expect(proposed.getByRole('button', { name: /^Carlos Ruiz/ })).toBeVisible();
    await expect(page.getByText('Promedio oculto: menos de 4 personas')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Carlos moves to high potential: the reason is asked for first.
    await proposed.getByRole('button', { name: 'Carlos Ruiz: mover o ver historial' }).click();
    await page.getByRole('menuitem', { name: 'Mover a Desempeño alto · Potencial alto' }).click();
    const move = page.getByRole('dialog', { name: 'Mover a Carlos Ruiz' });
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(move.getByText('Explica el motivo del cambio.')).toBeVisible();
    const reason = 'Lideró la migración del sistema de pagos';
    await move.getByRole('textbox', { name: /Motivo/ }).fill(reason);
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(move).toBeHidden();
    const star = page.getByRole('region', { name: 'Desempeño alto · Potencial alto (1 persona)' });
    // Moved away from the leader's proposal, which the chip says in words.
    const carlos = star.getByRole('button', {
      name: 'Carlos Ruiz · movida: mover o ver historial',
    });
    await expect(carlos).toBeVisible();

    // His history: the leader's rating, then "de X a Y" with who, when and why.
    await carlos.click();
    await page.getByRole('menuitem', { name: 'Ver historial de calificación' }).click();
    const history = page.getByRole('dialog', { name: 'Historial de calificación de Carlos Ruiz' });
    await expect(history).toContainText('Evaluación del líder: Desempeño alto · Potencial medio');
    await expect(history).toContainText(
      'Calibración: de Desempeño alto · Potencial medio a Desempeño alto · Potencial alto',
    );
    await expect(history).toContainText(`Motivo: ${reason}`);
    await expect(history).toContainText('Hoy');
    await history.getByRole('button', { name: 'Cerrar' }).click();
    await expect(history).toBeHidden();

    // Sharing: every calibrated packet at once.
    await page.getByRole('button', { name: 'Avanzar a Devolución' }).click();
    const toSharing = page.getByRole('dialog', { name: '¿Avanzar a Devolución?' });
    await toSharing.getByRole('button', { name: 'Avanzar a Devolución' }).click();
    await expect(toSharing).toBeHidden();
    await page.getByRole('button', { name: 'Compartir 2 calibradas' }).click();
    const share = page.getByRole('dialog', { name: '¿Compartir 2 evaluaciones calibradas?' });
    await share.getByRole('button', { name: 'Compartir' }).click();
    await expect(share).toBeHidden();
    await page.getByRole('tab', { name: 'Participantes' }).click();
    await expect(
      page.getByRole('region', { name: 'Participantes del ciclo' }).getByText('Compartida'),
    ).toHaveCount(2);

    // On a phone the page fits the screen: the table turns into cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: 'Calibración' }).click();
    await expect(star).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
