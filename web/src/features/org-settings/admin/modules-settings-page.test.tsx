import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Services } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';
import { orgModulesQueryOptions } from '@/lib/calls/org';
import { visibleAdminSections } from '@/lib/modules/admin-sections';
import {
  adminSection,
  moduleSwitches,
  registeredConsoleParts,
  registerConsoleParts,
} from '@/lib/modules/console';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SWITCHABLE_MODULES } from '../api/services';

import { ModulesSettingsPage } from './modules-settings-page';

/** Every text of a glossary by its dotted key. */
function flatGlossary(value: object, prefix = '', out = new Map<string, string>()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object') flatGlossary(child as object, path, out);
  }
  return out;
}

const page = () => Promise.resolve({ Component: () => null });
/** Console entries behind module flags, as the console's menu filters them. */
const SECTIONS = [
  adminSection('badges', { module: 'badges', order: 1, labelKey: 'admin.nav.badges' }, page),
  adminSection('podium', { module: 'podium', order: 2, labelKey: 'admin.nav.podium' }, page),
];

function MenuProbe() {
  const services = useAppStore((state) => state.services);
  return (
    <ul aria-label="Menú">
      {visibleAdminSections(SECTIONS, services).map((section) => (
        <li key={section.id}>{section.id}</li>
      ))}
    </ul>
  );
}

const initial: Services = {
  auth: true,
  profile: true,
  recognitions: true,
  badges: true,
  podium: true,
  levels: true,
  public_api: false,
  catalog: false,
};

beforeEach(() => useAppStore.getState().setServices(initial));
afterEach(() => useAppStore.getState().setServices(null));

function renderPage() {
  return renderWithProviders(
    <>
      <MenuProbe />
      <ModulesSettingsPage />
      <ToastHost />
    </>,
  );
}

describe('ModulesSettingsPage', () => {
  it('lists every switchable module of this build by name, never sign-in', async () => {
    installFakeApi({ 'GET /org/services': ok(initial) });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Módulos de la organización' });
    expect(within(list).getAllByRole('switch')).toHaveLength(SWITCHABLE_MODULES.length);
    const badges = within(list).getByRole('switch', { name: 'Insignias' });
    expect(badges).toBeChecked();
    expect(badges).toHaveAccessibleDescription('Entregar insignias por logros especiales.');
    expect(within(list).getByRole('switch', { name: 'API pública' })).not.toBeChecked();
    expect(within(list).queryByRole('switch', { name: /sesión|auth/i })).not.toBeInTheDocument();
    expect(within(list).queryByRole('switch', { name: /catalog/i })).not.toBeInTheDocument();
  });

  it('has a name and a description in both languages for every switchable module, from the feature owning its flag', () => {
    const switches = moduleSwitches();
    for (const glossary of [es, en]) {
      const texts = flatGlossary(glossary);
      for (const flag of SWITCHABLE_MODULES) {
        const words = switches.get(flag);
        expect(words, flag).toBeDefined();
        expect(texts.get(words?.name ?? ''), flag).toBeTruthy();
        expect(texts.get(words?.description ?? ''), flag).toBeTruthy();
      }
    }
  });

  it('shows a flag no feature declares as the flag itself, without a description', async () => {
    installFakeApi({ 'GET /org/services': ok(initial) });
    const registered = registeredConsoleParts();
    registerConsoleParts(
      registered.map((parts) => ({
        ...parts,
        switches: parts.switches?.filter((item) => item.flag !== 'podium'),
      })),
    );
    try {
      await renderPage();
      const list = await screen.findByRole('list', { name: 'Módulos de la organización' });
      const podium = within(list).getByRole('switch', { name: 'podium' });
      expect(podium).not.toHaveAccessibleDescription();
    } finally {
      registerConsoleParts(registered);
    }
  });

  it('switches a module off with {flag: false} and the menu follows at once', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current = initial;
    installFakeApi({
      'GET /org/services': () => ok(current),
      'PATCH /org/services': (request) => {
        const body = JSON.parse(request.body as string) as Record<string, boolean>;
        bodies.push(body);
        current = { ...current, ...body };
        return ok(current);
      },
    });
    const { queryClient } = await renderPage();
    const menu = screen.getByRole('list', { name: 'Menú' });
    expect(within(menu).getByText('badges')).toBeInTheDocument();

    await user.click(await screen.findByRole('switch', { name: 'Insignias' }));
    expect(await screen.findByText('Se desactivó Insignias.')).toBeInTheDocument();
    expect(bodies).toEqual([{ badges: false }]);
    expect(screen.getByRole('switch', { name: 'Insignias' })).not.toBeChecked();
    expect(within(menu).queryByText('badges')).not.toBeInTheDocument();
    expect(within(menu).getByText('podium')).toBeInTheDocument();
    expect(useAppStore.getState().services.badges).toBe(false);
    expect(queryClient.getQueryData(orgModulesQueryOptions().queryKey)).toMatchObject({
      badges: false,
    });
  });

  it("shows the server's 400 message and keeps the module as it was", async () => {
    const user = userEvent.setup();
    const message = 'Este módulo aún no está disponible en Aplauso.';
    installFakeApi({
      'GET /org/services': ok(initial),
      'PATCH /org/services': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { podium: message } },
        },
      },
    });
    await renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Podio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Podio' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Podio' })).toBeChecked();
    expect(useAppStore.getState().services.podium).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({
      'GET /org/services': { status: 500, body: { success: false, code: 'internal' } },
    });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
