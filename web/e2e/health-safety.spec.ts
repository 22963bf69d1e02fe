// Health and safety (flag `health_safety`, engagement.md §11 BEN-8, BEN-★3): Ana, on a phone,
// reports an incident where Carlos was hurt; the admin (an officer) starts the investigation,
// records the root cause, adds a corrective action for Ana (a task), moves to actions, and cannot
// sign off until Ana completes the task; then signs off. Ana also reports a hazard anonymously:
// officers see it without a reporter; she keeps the receipt code shown once (copied, downloaded
// as text), follows the report with the code alone (its stage, the officer's reply, not the
// internal note) and adds information, which officers read without a name. The pages pass axe.
import { readFileSync } from 'node:fs';

import { ADMIN_EMAIL, ANA_EMAIL, apiToken, pickPerson, uniqueName } from './admin-support';
import { enterAs, expect, expectNoSeriousA11yViolations, test, withModule } from './support';

type Report = { id: number; anonymous: boolean; reporter: unknown; description: string };
type Event = { kind: string; actor: unknown; detail: string };

test.describe('health and safety', () => {
  test('an incident with an injured colleague is investigated, acted on and signed off', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'health_safety', async () => {
      const what = uniqueName('Resbalón en la escalera');

      // Ana reports it from her phone, naming Carlos as hurt.
      const phone = await browser.newContext({
        viewport: { width: 375, height: 800 },
        locale: 'es-ES',
      });
      const ana = await phone.newPage();
      await enterAs(ana, ANA_EMAIL, '/health_safety');
      await expect(ana.getByRole('heading', { level: 1, name: 'Seguridad y salud' })).toBeVisible();
      await expect(ana.getByText(/Aplauso no guarda datos clínicos/)).toBeVisible();
      await expectNoSeriousA11yViolations(ana);
      await ana.getByRole('textbox', { name: /^Lugar/ }).fill('Escalera norte');
      await ana.getByRole('textbox', { name: /^Qué pasó/ }).fill(what);
      await ana.getByRole('switch', { name: 'Hubo personas lesionadas' }).check();
      await pickPerson(ana, /^Personas lesionadas/, 'Carlos Ruiz');
      await ana.getByRole('button', { name: 'Enviar reporte' }).click();
      await expect(ana.getByRole('heading', { level: 1, name: /^Incidente #\d+$/ })).toBeVisible();
      const id = Number(/\/health_safety\/reports\/(\d+)/.exec(ana.url())?.[1]);
      expect(id).toBeGreaterThan(0);
      const scrollWidth = await ana.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);

      // The admin investigates: root cause, a corrective action for Ana, then actions.
      await enterAs(page, ADMIN_EMAIL, `/health_safety/reports/${id}`);
      await expect(page.getByText(what)).toBeVisible();
      await page.getByRole('button', { name: 'Iniciar investigación' }).click();
      await expect(page.getByRole('button', { name: 'Pasar a acciones' })).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Causa raíz' })
        .fill('Peldaños sin cinta antideslizante');
      await page.getByRole('button', { name: 'Guardar investigación' }).click();
      await expect(page.getByText('Investigación guardada.')).toBeVisible();
      await page.getByRole('textbox', { name: /^Acción/ }).fill('Instalar cinta antideslizante');
      await pickPerson(page, /^Responsable/, 'Ana Torres');
      await page.getByRole('textbox', { name: /^Fecha límite/ }).fill('31/01/2030');
      await page.getByRole('button', { name: 'Agregar acción' }).click();
      const actions = page.getByRole('region', { name: 'Acciones correctivas' });
      await expect(actions).toContainText('Instalar cinta antideslizante');
      await expect(actions).toContainText('Pendiente');
      await page.getByRole('button', { name: 'Pasar a acciones' }).click();
      await page.getByRole('button', { name: 'Firmar y cerrar' }).click();
      await expect(page.getByText(/acciones correctivas abiertas/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Ana completes her task.
      const token = await apiToken(request, ANA_EMAIL);
      const headers = { Authorization: `Bearer ${token}` };
      const mine = await request.get(`/api/health_safety/reports/${id}`, { headers });
      const task = ((await mine.json()) as { data: { actions: { task_id: number }[] } }).data
        .actions[0]?.task_id;
      const done = await request.patch(`/api/tasks/${task}`, { headers, data: { status: 'done' } });
      expect(done.status(), await done.text()).toBe(200);

      // Now the sign-off goes through, with who signed.
      await page.reload();
      await page.getByRole('button', { name: 'Firmar y cerrar' }).click();
      await expect(page.getByText(/Cerrado y firmado por/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Acciones correctivas' })).toContainText(
        'Hecha',
      );

      // Ana sees her report closed in "Mis reportes".
      await ana.goto('/health_safety?hsTab=mine');
      const list = ana.getByRole('list', { name: 'Mis reportes' });
      await expect(list.getByRole('listitem').filter({ hasText: `#${id}` })).toContainText(
        'Cerrado',
      );
      await phone.close();
    });
  });

  test('a hazard reported anonymously reaches officers without a name and is followed by its code', async ({
    page,
    request,
  }) => {
    test.slow();
    await withModule(request, 'health_safety', async () => {
      const what = uniqueName('Extintor vencido');
      await enterAs(page, ANA_EMAIL, '/health_safety');
      await page.getByRole('button', { name: /Condición insegura/ }).click();
      await page.getByRole('switch', { name: 'Reportar de forma anónima' }).check();
      await expect(page.getByText(/No se guardará quién lo reportó/)).toBeVisible();
      await page.getByRole('textbox', { name: /^Lugar/ }).fill('Pasillo 2');
      await page.getByRole('textbox', { name: /^Qué pasó/ }).fill(what);
      await page.getByRole('button', { name: 'Enviar reporte' }).click();
      await expect(page.getByText(/Recibimos tu reporte anónimo/)).toBeVisible();

      // The receipt code, shown once: copied, downloaded as text, with the warning.
      const shown = page.getByTestId('hs-receipt-code');
      await expect(shown).toHaveText(/^[2-9A-HJ-NP-Z]{4}( [2-9A-HJ-NP-Z]{4}){3}$/);
      const code = (await shown.textContent()) ?? '';
      await expect(
        page.getByText('Guárdalo ahora: no podremos mostrártelo de nuevo'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const saving = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar como texto' }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toBe('codigo-seguimiento.txt');
      const file = await download.path();
      expect(readFileSync(file, 'utf8')).toContain(code);
      await page.getByRole('button', { name: 'Ya guardé mi código' }).click();
      await expect(shown).toHaveCount(0);

      // Officers see it without a reporter; one starts the investigation with an internal note
      // and writes to the reporter.
      const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
      const response = await request.get('/api/health_safety/officer/reports?kind=hazard', {
        headers,
      });
      const reports = ((await response.json()) as { data: Report[] }).data;
      const found = reports.find((report) => report.description === what);
      expect(found?.anonymous).toBe(true);
      expect(found?.reporter).toBeNull();
      const base = `/api/health_safety/officer/reports/${found?.id}`;
      const moved = await request.post(`${base}/transition`, {
        headers,
        data: { from: 'reported', to: 'investigating', note: 'Nota interna del equipo' },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const replied = await request.post(`${base}/replies`, {
        headers,
        data: { text: 'Gracias: mañana cambiamos el extintor.' },
      });
      expect(replied.status(), await replied.text()).toBe(201);

      // A wrong code is refused; the code alone opens the report.
      await page.getByRole('tab', { name: 'Seguir un reporte anónimo' }).click();
      const field = page.getByRole('textbox', { name: /^Código de seguimiento/ });
      await field.fill('ZZZZ ZZZZ ZZZZ ZZZZ');
      await page.getByRole('button', { name: 'Ver reporte' }).click();
      await expect(page.getByText(/No encontramos ningún reporte con ese código/)).toBeVisible();
      await field.fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Ver reporte' }).click();
      await expect(page.getByText(what)).toBeVisible();
      await expect(
        page.locator('.MuiChip-label').getByText('En investigación', { exact: true }),
      ).toBeVisible();
      const followUp = page.getByRole('list', { name: 'Seguimiento' });
      await expect(followUp).toContainText('Gracias: mañana cambiamos el extintor.');
      await expect(page.getByText('Nota interna del equipo')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // She adds information; officers read it, without a name.
      await page
        .getByRole('textbox', { name: /^Qué quieres añadir/ })
        .fill('También falta señalización en ese pasillo.');
      await page.getByRole('button', { name: 'Enviar información' }).click();
      await expect(page.getByText('Enviamos tu información al equipo de seguridad.')).toBeVisible();
      await expect(followUp).toContainText('Información que añadiste');
      const one = await request.get(`/api/health_safety/reports/${found?.id}`, { headers });
      const events = ((await one.json()) as { data: { events: Event[] } }).data.events;
      const added = events.find((event) => event.kind === 'reporter_comment');
      expect(added?.detail).toBe('También falta señalización en ese pasillo.');
      expect(added?.actor).toBeNull();
    });
  });
});
