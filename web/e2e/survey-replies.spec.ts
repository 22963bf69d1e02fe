// Anonymous replies and the leaders' view, end to end (issue 29, SUR-17 and SUR-18): Ana answers
// a survey in the browser and lets the organisation reply to her comment; the admin replies from
// the results without learning who wrote it; Ana reads the reply under "Respuestas a mis
// comentarios" and answers back. Luis, who leads Tecnología, sees the survey under "Mi equipo":
// his department's figures, or the whole organisation's, said so, when they cannot be shown.
import { uniqueName, openAdmin } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import { enterAs, expect, test, useSourceGlossaryIfAsked, withModule } from './support';
import { withThresholds } from './surveys-support';

type Created = { id: number };
type Notice = { id: number; kind: string; data: { survey_id?: number } };
type TeamResults = { groups: { shown: 'department' | 'organization' }[] };

const COMMENT = 'Más pausas activas en la tarde';

test.describe('survey replies and the leaders view', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an admin replies to an anonymous comment, its author answers, a leader sees the team', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await withModule(request, 'surveys', () =>
      withThresholds(request, { k: 3, k_comments: 3 }, async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        const title = uniqueName('Pulso con comentarios');
        const survey = await admin.post<Created>('/org/surveys', {
          title: { es: title },
          confidentiality: 'confidential',
          form: {
            title: { es: title },
            questions: [
              { id: 'clima', type: 'likert', required: true, title: { es: 'Me siento bien' } },
              { id: 'idea', type: 'long_text', title: { es: '¿Qué mejorarías?' } },
            ],
          },
          points: 0,
          notify: false,
          audience: { everyone: true, departments: [], groups: [], countries: [] },
          recurrence: 'none',
        });
        const id = survey.id;
        await admin.post(`/org/surveys/${id}/activate`, {});
        try {
          // Ana answers and allows replies to her comment.
          const anaContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
          const ana = await anaContext.newPage();
          await useSourceGlossaryIfAsked(ana);
          await enterAs(ana, EMAILS.ana, `/surveys/${id}`);
          await expect(ana.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await ana.getByRole('radio', { name: 'De acuerdo', exact: true }).check();
          const allow = ana.getByRole('checkbox', {
            name: 'Permitir que la organización responda a mis comentarios de forma anónima',
          });
          await expect(allow).toHaveCount(0);
          await ana.getByRole('textbox', { name: '¿Qué mejorarías?' }).fill(COMMENT);
          await allow.check();
          await ana.getByRole('button', { name: 'Enviar respuestas' }).click();
          await expect(ana.getByRole('heading', { name: '¡Gracias por responder!' })).toBeVisible();

          // Two more answers (without replies), and the survey closes so every answer counts.
          for (const email of [EMAILS.carlos, EMAILS.jorge]) {
            const member = await Member.signIn(request, email);
            await member.post(`/surveys/${id}/responses`, {
              answers: { clima: 4, idea: `Idea de ${email}` },
            });
          }
          await admin.post(`/org/surveys/${id}/close`, {});

          // The admin replies from the results; nothing says who wrote the comment.
          await openAdmin(page, `/admin/surveys?survey=${id}&view=results`);
          const comment = page.getByRole('listitem').filter({ hasText: COMMENT });
          await expect(comment).toBeVisible();
          await comment.getByRole('button', { name: 'Responder (0)' }).click();
          const dialog = page.getByRole('dialog', { name: 'Conversación anónima' });
          await expect(dialog.getByText(COMMENT)).toBeVisible();
          await dialog
            .getByRole('textbox', { name: 'Tu respuesta' })
            .fill('Gracias: lo vemos el lunes.');
          await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
          await expect(
            dialog.getByRole('list', { name: 'Mensajes' }).getByText('Gracias: lo vemos el lunes.'),
          ).toBeVisible();
          await expect(dialog.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('');
          await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
          await expect(dialog).toBeHidden();
          await expect(comment.getByRole('button', { name: 'Responder (1)' })).toBeVisible();

          // Ana reads it in her inbox and answers back, still anonymous.
          await ana.goto('/surveys?state=replies');
          await expect(
            ana.getByRole('tab', { name: 'Respuestas a mis comentarios' }),
          ).toHaveAttribute('aria-selected', 'true');
          const messages = ana.getByRole('list', { name: 'Mensajes' });
          await expect(messages.getByText('Gracias: lo vemos el lunes.')).toBeVisible();
          await ana.getByRole('textbox', { name: 'Tu respuesta' }).fill('¡Genial, gracias!');
          await ana.getByRole('button', { name: 'Enviar respuesta' }).click();
          await expect(messages.getByText('¡Genial, gracias!')).toBeVisible();
          await anaContext.close();

          // Luis leads Tecnología: too few of his people answered to show them alone.
          const leaderContext = await browser.newContext();
          const luis = await leaderContext.newPage();
          await useSourceGlossaryIfAsked(luis);
          await enterAs(luis, EMAILS.leader, '/surveys?state=team');
          await expect(luis.getByRole('tab', { name: 'Mi equipo' })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await luis.getByText(title).click();
          await expect(luis.getByRole('heading', { name: 'Tecnología' })).toBeVisible();
          await expect(luis.getByRole('heading', { name: 'Me siento bien' })).toBeVisible();
          // His department's own figures when the privacy engine publishes them, else the whole
          // organisation's, said so (which one depends on who in Tecnología answered).
          const team = await (
            await Member.signIn(request, EMAILS.leader)
          ).get<TeamResults>(`/surveys/${id}/team_results`);
          const note = luis.getByText(/toda la organización/);
          if (team.groups[0]?.shown === 'organization') await expect(note.first()).toBeVisible();
          else await expect(note).toHaveCount(0);
          await leaderContext.close();
        } finally {
          // Leave nothing open or unread for the specs after this one on the same server.
          await admin.post(`/org/surveys/${id}/archive`, {}).catch(() => undefined);
          for (const email of [EMAILS.admin, EMAILS.ana]) {
            const member = await Member.signIn(request, email);
            const notices = await member.get<Notice[]>('/user/notification?perPage=100');
            for (const notice of notices)
              if (notice.data.survey_id === id)
                await member.post(`/user/notification/${notice.id}/read`, {});
          }
        }
      }),
    );
  });
});
