// Suggestions and ideas (issue 32): Ana proposes an idea in the demo campaign "¿Cómo reducimos
// las reuniones?" (the similar ideas show while she types the title), Carlos votes for it, and
// the admin, one of the campaign's reviewers, accepts it with a public reason: Ana's points to
// redeem grow by the campaign's 50 and she reads the reason on her idea. Ana also sends an
// anonymous suggestion (the switch starts on); the admin answers it from the inbox with a reason
// without learning who wrote it, and Ana finds the answer in "Mis sugerencias". The screens are
// checked with axe at 375 and 1440 px.
import { uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import { enterAs, expect, expectNoSeriousA11yViolations, test, withModule } from './support';

const CAMPAIGN = '¿Cómo reducimos las reuniones?';
/** The demo campaign's points for an accepted idea. */
const ACCEPTED_POINTS = 50;

test('an idea is proposed, voted by a colleague and accepted by a reviewer, who pays its author the campaign points', async ({
  page,
  request,
}) => {
  await withModule(request, 'ideas', async () => {
    const title = uniqueName('Reuniones con agenda compartida');
    const ana = await Member.signIn(request, EMAILS.ana);
    const before = (await ana.points()).redeem_balance;

    // Ana opens the campaign from the ideas tab.
    await enterAs(page, EMAILS.ana, '/suggestions?area=ideas');
    await page.getByRole('link', { name: new RegExp(CAMPAIGN.replace('?', '\\?')) }).click();
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();

    // While she types the title, the campaign's alike ideas show with their votes.
    await page.getByRole('textbox', { name: /Título de la idea/ }).fill(title);
    const similar = page.getByTestId('similar-ideas');
    await expect(similar.getByText('¿Ya lo propuso alguien?')).toBeVisible();
    await expect(similar.getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('textbox', { name: /Descríbela/ })
      .fill('Cada reunión comparte su agenda un día antes y termina con acuerdos escritos.');
    await page.getByRole('button', { name: 'Publicar idea' }).click();
    await expect(page.getByRole('textbox', { name: /Título de la idea/ })).toHaveValue('');
    await page.getByRole('button', { name: 'Más recientes' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Nueva', { exact: true })).toBeVisible();
    // Not her own vote.
    await expect(row.getByRole('button', { name: /^Votar/ })).toBeDisabled();
    const ideaUrl = await row.getByRole('link', { name: title }).getAttribute('href');
    expect(ideaUrl).toMatch(/^\/suggestions\/ideas\/\d+\/\d+$/);

    // Carlos votes for it.
    await enterAs(page, EMAILS.carlos, ideaUrl ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const vote = page.getByRole('button', { name: `Votar «${title}» (0 votos)` });
    await vote.click();
    await expect(page.getByRole('button', { name: `Votar «${title}» (1 voto)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('textbox', { name: 'Escribe un comentario' })
      .fill('La agenda un día antes ayuda mucho.');
    await page.getByRole('button', { name: 'Comentar', exact: true }).click();
    await expect(page.getByText('La agenda un día antes ayuda mucho.')).toBeVisible();

    // The admin, a reviewer of the campaign, scores it and accepts it with a reason.
    await enterAs(page, EMAILS.admin, ideaUrl ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('combobox', { name: 'Impacto' }).selectOption('4');
    await page.getByRole('combobox', { name: 'Esfuerzo' }).selectOption('2');
    await page.getByRole('button', { name: 'Guardar evaluación' }).click();
    await expect(page.getByText(/Promedio de 1 revisor: impacto 4,0, esfuerzo 2,0/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Nuevo estado' }).selectOption('aceptada');
    await page.getByRole('button', { name: 'Guardar estado' }).click();
    // The public reason is asked before the call.
    await expect(page.getByText(/Escribe el motivo: es obligatorio/)).toBeVisible();
    const reason = 'La probamos en el equipo de producto desde el lunes.';
    await page.getByRole('textbox', { name: /Motivo público/ }).fill(reason);
    await page.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(
      page.getByText(`Se pagaron ${ACCEPTED_POINTS} puntos a quien la propuso`).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Ana's points to redeem grew by the campaign's amount, once.
    await expect
      .poll(async () => (await ana.points()).redeem_balance)
      .toBe(before + ACCEPTED_POINTS);

    // Ana reads the reason and the timeline on her idea, on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await enterAs(page, EMAILS.ana, ideaUrl ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Respuesta de los revisores')).toBeVisible();
    await expect(page.getByText(reason).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('an anonymous suggestion is answered from the inbox with a reason its author reads', async ({
  page,
  request,
}) => {
  await withModule(request, 'suggestions', async () => {
    const title = uniqueName('Agua fresca en la cocina');
    const reason = 'Instalaremos un dispensador nuevo este mes.';

    // Ana sends it on a phone: anonymous by default, with what that means.
    await page.setViewportSize({ width: 375, height: 800 });
    await enterAs(page, EMAILS.ana, '/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sugerencias' })).toBeVisible();
    const anonymous = page.getByRole('switch', { name: 'Enviar de forma anónima' });
    await expect(anonymous).toBeChecked();
    await expect(page.getByText(/Nadie sabrá que la escribiste/)).toBeVisible();
    await page.getByRole('textbox', { name: /Título/ }).fill(title);
    await page
      .getByRole('textbox', { name: /Tu sugerencia/ })
      .fill('El dispensador de la cocina del piso 3 no enfría desde hace semanas.');
    await page.getByRole('combobox', { name: /Categoría/ }).selectOption({ label: 'Bienestar' });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enviar sugerencia' }).click();
    await expect(page.getByRole('textbox', { name: /Título/ })).toHaveValue('');
    const mine = page.getByRole('button').filter({ hasText: title });
    await expect(mine.getByText('Anónima', { exact: false })).toBeVisible();
    await expect(mine.getByText('Nueva', { exact: true })).toBeVisible();

    // The admin finds it in the inbox, anonymous, and accepts it with a reason.
    await page.setViewportSize({ width: 1440, height: 900 });
    await enterAs(page, EMAILS.admin, '/suggestions?area=review');
    await expect(page.getByRole('heading', { name: 'Bandeja de sugerencias' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en título o texto' }).fill(title);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button').filter({ hasText: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(
      dialog.getByText(/Sugerencia anónima: no se guardó quién la escribió/),
    ).toBeVisible();
    await expect(dialog.getByText('Ana Torres')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Nuevo estado' }).selectOption('aceptada');
    await dialog.getByRole('textbox', { name: /Motivo público/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(dialog.getByText(reason)).toBeVisible();
    await expect(dialog.getByText('Aceptada', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // Ana reads the answer in her suggestions, marked as a new change.
    await enterAs(page, EMAILS.ana, '/suggestions');
    const answered = page.getByRole('button').filter({ hasText: title });
    await expect(answered.getByText('Cambio nuevo')).toBeVisible();
    await expect(answered.getByText('Aceptada', { exact: true })).toBeVisible();
    await expect(answered.getByText(reason)).toBeVisible();
    await answered.click();
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
    await expect(answered.getByText('Cambio nuevo')).toHaveCount(0);
  });
});
