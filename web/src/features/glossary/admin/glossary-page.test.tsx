import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { GlossaryEntry } from '../api/glossary';
import type { MissingText } from '../api/missing-texts';

import { GlossaryPage } from './glossary-page';

const LONG_KEY = 'people.import.report.columns.firstNameOfThePersonAsTheSpreadsheetSpellsIt';

const entries: GlossaryEntry[] = [
  { key: 'home.greeting', default: 'Hola, {{name}}', value: 'Buenos días, {{name}}' },
  { key: 'nav.profile', default: 'Mi perfil', value: null },
  { key: LONG_KEY, default: 'Nombre', value: null },
];

const missingTexts: MissingText[] = [
  {
    key: 'feed.emptyTeam',
    fallback: 'Tu equipo aún no publicó nada',
    created_at: new Date(2026, 0, 15, 9).getTime(),
  },
];

/** A page of `items` as the server sends it, echoing the page asked for. */
function pageOf(items: readonly unknown[]) {
  return (request: TransportRequest): FakeReply => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    return {
      status: 200,
      body: {
        success: true,
        data: items,
        meta: {
          page: Number(query.get('page')),
          perPage: Number(query.get('perPage')),
          total: items.length,
        },
      },
    };
  };
}

const paramsOf = (request: TransportRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

const bodyOf = (request: TransportRequest) => JSON.parse(request.body as string) as unknown;

/** A text of the running app, read through i18next like every screen. */
function AppText({ textKey }: { textKey: 'nav.profile' }) {
  const { t } = useTranslation();
  return <p data-testid="app-text">{t(textKey)}</p>;
}

const page = (
  <>
    <GlossaryPage />
    <ToastHost />
  </>
);

// Dialogs driven by keyboard and mouse: seconds while the other test workers hold the CPU.
describe('GlossaryPage', () => {
  beforeEach(() => {
    useAppStore.getState().setLanguages(['es', 'en']);
  });

  it('lists the texts of the language in use, and sends the language, search and toggle', async () => {
    const user = userEvent.setup();
    const asked: Record<string, string>[] = [];
    installFakeApi({
      'GET /org/glossary': (request) => {
        asked.push(paramsOf(request));
        return pageOf(entries)(request);
      },
      'GET /org/glossary/missing': pageOf([]),
    });
    await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Textos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Textos en Español' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ClaveTexto originalTexto de tu organizaciónAcciones');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'home.greetingHola, {{name}}Buenos días, {{name}}Editar',
      'nav.profileMi perfil—Editar',
      `${LONG_KEY}Nombre—Editar`,
    ]);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent(LONG_KEY);
    expect(screen.getByText('1–3 de 3')).toBeInTheDocument();
    expect(asked).toEqual([{ lng: 'es', page: '1', perPage: '10' }]);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por clave o texto' }), 'perfil');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ lng: 'es', page: '1', perPage: '10', search: 'perfil' }),
    );
    // The search goes once typing pauses, not once a letter.
    expect(asked.filter((params) => params.search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: 'Solo los cambiados' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        lng: 'es',
        page: '1',
        perPage: '10',
        search: 'perfil',
        overridden: 'true',
      }),
    );

    const language = screen.getByRole('group', { name: 'Idioma de los textos' });
    expect(within(language).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(language).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(asked.at(-1)?.lng).toBe('en'));
    expect(await screen.findByRole('table', { name: 'Textos en English' })).toBeInTheDocument();
  });

  it('says when the organisation changed no text, and when nothing matches', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/glossary': (request) =>
        pageOf(paramsOf(request).overridden || paramsOf(request).search ? [] : entries)(request),
      'GET /org/glossary/missing': pageOf([]),
    });
    await renderWithProviders(page);
    await screen.findByRole('table', { name: 'Textos en Español' });

    await user.click(screen.getByRole('switch', { name: 'Solo los cambiados' }));
    expect(
      await screen.findByText('Aún no has cambiado ningún texto en este idioma'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos' }));
    expect(await screen.findByRole('table', { name: 'Textos en Español' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Solo los cambiados' })).not.toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por clave o texto' }), 'zzz');
    expect(await screen.findByText('No hay textos que coincidan')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeApi({
      'GET /org/glossary': (request) => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal') : pageOf(entries)(request);
      },
      'GET /org/glossary/missing': pageOf([]),
    });
    await renderWithProviders(page);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Textos en Español' })).toBeInTheDocument();
  });

  it("edits a text: shows the original and its data, sends the text and shows the server's message", async () => {
    const user = userEvent.setup();
    const message = 'Conserva {{name}} en el texto: ahí va un dato.';
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/glossary': pageOf(entries),
      'GET /org/glossary/missing': pageOf([]),
      'PUT /org/glossary/es': (request) => {
        sent.push(bodyOf(request));
        return sent.length === 1
          ? {
              status: 400,
              body: {
                success: false,
                code: 'invalid_input',
                error: message,
                details: { fields: { value: message } },
              },
            }
          : ok({
              key: 'home.greeting',
              default: 'Hola, {{name}}',
              value: 'Hola de nuevo, {{name}}',
            });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Editar el texto home.greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar texto' });
    expect(within(dialog).getByText('Texto original').nextSibling).toHaveTextContent(
      'Hola, {{name}}',
    );
    expect(within(dialog).getByText(/Datos que debe conservar:/)).toHaveTextContent(
      'Datos que debe conservar: {{name}}',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Texto de tu organización' });
    expect(field).toHaveValue('Buenos días, {{name}}');

    await user.clear(field);
    await user.type(field, 'Hola de nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field, ', {{{{name}}');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó el texto de home.greeting.')).toBeInTheDocument();
    expect(sent).toEqual([
      { key: 'home.greeting', value: 'Hola de nuevo' },
      { key: 'home.greeting', value: 'Hola de nuevo, {{name}}' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Restablecer" removes the organisation\'s text', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/glossary': pageOf(entries),
      'GET /org/glossary/missing': pageOf([]),
      'PUT /org/glossary/es': (request) => {
        sent.push(bodyOf(request));
        return ok({ key: 'home.greeting', default: 'Hola, {{name}}', value: null });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Editar el texto home.greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar texto' });
    const reset = within(dialog).getByRole('button', { name: 'Restablecer' });
    expect(reset).toHaveAccessibleDescription(
      'Quita el texto de tu organización y vuelve al original.',
    );
    await user.click(reset);
    expect(
      await screen.findByText('Se restableció el texto de home.greeting.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'home.greeting', value: null }]);
  });

  it('offers no "Restablecer" for a text the organisation never changed', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/glossary': pageOf(entries),
      'GET /org/glossary/missing': pageOf([]),
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Editar el texto nav.profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar texto' });
    expect(within(dialog).getByRole('textbox', { name: 'Texto de tu organización' })).toHaveValue(
      'Mi perfil',
    );
    expect(within(dialog).queryByRole('button', { name: 'Restablecer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Datos que debe conservar/)).not.toBeInTheDocument();
  });

  it('translates a missing key in one click: prefilled with the text shown, it leaves the list', async () => {
    const user = userEvent.setup();
    let missing = missingTexts;
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/glossary': pageOf(entries),
      'GET /org/glossary/missing': (request) => pageOf(missing)(request),
      'PUT /org/glossary/es': (request) => {
        sent.push(bodyOf(request));
        missing = [];
        return ok({ key: 'feed.emptyTeam', default: null, value: 'Tu equipo aún no ha publicado' });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('tab', { name: 'Textos sin traducir (1)' }));
    const table = await screen.findByRole('table', { name: 'Textos sin traducir en Español' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'feed.emptyTeamTu equipo aún no publicó nada15/01/2026Traducir',
    );

    await user.click(
      within(table).getByRole('button', { name: 'Traducir el texto feed.emptyTeam' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Traducir texto' });
    expect(within(dialog).getByText('Texto mostrado').nextSibling).toHaveTextContent(
      'Tu equipo aún no publicó nada',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Texto de tu organización' });
    expect(field).toHaveValue('Tu equipo aún no publicó nada');
    await user.clear(field);
    await user.type(field, 'Tu equipo aún no ha publicado');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('No hay textos sin traducir')).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'feed.emptyTeam', value: 'Tu equipo aún no ha publicado' }]);
    expect(screen.getByRole('tab', { name: 'Textos sin traducir' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('puts a saved text into the running app at once, and the original back after a reset', async () => {
    const user = userEvent.setup();
    let own: string | null = null;
    installFakeApi({
      'GET /org/glossary': (request) =>
        pageOf([{ key: 'nav.profile', default: 'Mi perfil', value: own }])(request),
      'GET /org/glossary/missing': pageOf([]),
      'PUT /org/glossary/es': (request) => {
        own = (bodyOf(request) as { value: string | null }).value;
        return ok({ key: 'nav.profile', default: 'Mi perfil', value: own });
      },
    });
    await renderWithProviders(
      <>
        {page}
        <AppText textKey="nav.profile" />
      </>,
    );
    expect(screen.getByTestId('app-text')).toHaveTextContent('Mi perfil');

    await user.click(await screen.findByRole('button', { name: 'Editar el texto nav.profile' }));
    let field = within(await screen.findByRole('dialog')).getByRole('textbox');
    await user.clear(field);
    await user.type(field, 'Mi ficha');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('app-text')).toHaveTextContent('Mi ficha'));

    await user.click(screen.getByRole('button', { name: 'Editar el texto nav.profile' }));
    field = within(await screen.findByRole('dialog')).getByRole('textbox');
    expect(field).toHaveValue('Mi ficha');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(screen.getByTestId('app-text')).toHaveTextContent('Mi perfil'));
  });

  it('speaks English, and edits the English texts first for an English speaker', async () => {
    const asked: Record<string, string>[] = [];
    installFakeApi({
      'GET /org/glossary': (request) => {
        asked.push(paramsOf(request));
        return pageOf([{ key: 'nav.profile', default: 'My profile', value: null }])(request);
      },
      'GET /org/glossary/missing': pageOf([]),
    });
    await renderWithProviders(page, { lng: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Texts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Texts in English' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      "KeyOriginal textYour organisation's textActions",
    );
    expect(screen.getByRole('tab', { name: 'Untranslated texts' })).toBeInTheDocument();
    expect(asked[0]?.lng).toBe('en');
  });
});
