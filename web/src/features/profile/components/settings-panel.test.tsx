import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { frame } from '../frame';

import { AccountMenu } from './account-menu';
import { SettingsPanelHost } from './settings-panel-host';

const maria: User = {
  id: 9,
  org_id: 1,
  email: 'maria.lopez@demo.local',
  first_name: 'María',
  last_name: 'López',
  full_name: 'María López',
  user_type: 'employee',
  language: 'spanish',
  points: true,
  active: true,
  activated: true,
};

const flag = () => useAppStore.getState().settingsPanelOpen;

/** Where the app is, and a way to another screen (as a link of the screen behind would be). */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
      <button type="button" onClick={() => void navigate('/catalog')}>
        Ir al catálogo
      </button>
    </>
  );
}

/** The fake server: the account update and the analytics choice, each change recorded. */
function server() {
  const accounts: unknown[] = [];
  const choices: unknown[] = [];
  installFakeApi({
    'GET /user/analytics': ok({ opt_out: false }),
    'PUT /user/analytics': (request) => {
      const body = JSON.parse(request.body as string) as { opt_out: boolean };
      choices.push(body);
      return ok(body);
    },
    'PATCH /user/account/update': (request) => {
      const body = JSON.parse(request.body as string) as { language: User['language'] };
      accounts.push(body);
      return ok({ ...maria, ...body });
    },
  });
  return { accounts, choices };
}

beforeEach(() => {
  useAppStore.getState().setServices({ profile: true, notifications: true });
  useAppStore.getState().setLanguages(['es', 'en']);
});

afterEach(() => {
  act(() => useAppStore.getState().setSettingsPanelOpen(false));
  useAppStore.getState().setServices(null);
  vi.restoreAllMocks();
});

async function renderMenu(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <AccountMenu user={maria} languages={['es', 'en']} />
      <SettingsPanelHost />
      <Where />
      <ToastHost />
    </>,
    { lng, route: '/podium' },
  );
}

/** The panel, once its privacy choice has loaded. */
async function openPanel(name = 'Ajustes rápidos') {
  const panel = await screen.findByRole('dialog', { name });
  await within(panel).findByRole('switch');
  return panel;
}

describe('SettingsPanel', () => {
  it('opens from the account menu and closes with its button, giving the focus back', async () => {
    const user = userEvent.setup();
    server();
    await renderMenu();
    const account = screen.getByRole('button', { name: 'María López: menú de la cuenta' });
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Ajustes rápidos' }));
    expect(flag()).toBe(true);
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Ajustes rápidos' })).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Cerrar ajustes rápidos' }));
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(account).toHaveFocus();
  });

  it('follows the store: opened by its flag, closed with Escape and on another screen', async () => {
    const user = userEvent.setup();
    server();
    await renderMenu();
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    await openPanel();
    await user.keyboard('{Escape}');
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Ir al catálogo', hidden: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/catalog');
    expect(flag()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The frame always has it (the account menu opens it whatever the modules).
    expect(frame.overlays?.map(({ id, module }) => ({ id, module }))).toEqual([
      { id: 'settingsPanel', module: null },
    ]);
  });

  it('switches the interface language at once and keeps it on the profile', async () => {
    const user = userEvent.setup();
    const { accounts } = server();
    await renderMenu();
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    const panel = await openPanel();
    const languages = within(panel).getByRole('radiogroup', { name: 'Idioma de la aplicación' });
    expect(languages).toHaveAccessibleDescription(
      'Cambia al momento y se guarda en tu perfil, para todos tus dispositivos.',
    );
    expect(within(languages).getByRole('radio', { name: 'Español' })).toBeChecked();

    await user.click(within(languages).getByRole('radio', { name: 'English' }));
    // The panel, and the whole interface, now speak English.
    const english = await screen.findByRole('dialog', { name: 'Quick settings' });
    expect(within(english).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(
      within(english).getByRole('switch', { name: 'Measure my page visits' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(accounts).toEqual([{ language: 'english' }]));
    await waitFor(() => expect(useAppStore.getState().me.data?.language).toBe('english'));
  });

  it('shows the chosen language at once, while its texts are still loading', async () => {
    const user = userEvent.setup();
    // In the app the other language's glossary is fetched first: until it arrives, i18next keeps
    // the current language. Here the change never ends (every instance binds the prototype's).
    const i18next = Object.getPrototypeOf(createInstance()) as {
      changeLanguage: (...args: unknown[]) => unknown;
    };
    const changeLanguage = i18next.changeLanguage;
    let hold = false;
    vi.spyOn(i18next, 'changeLanguage').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      return hold ? new Promise(() => undefined) : changeLanguage.apply(this, args);
    });
    const { accounts } = server();
    await renderMenu();
    hold = true;
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    const panel = await openPanel();
    await user.click(within(panel).getByRole('radio', { name: 'English' }));
    expect(within(panel).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Español' })).not.toBeChecked();
    // Still in Spanish, and saved on the profile.
    expect(screen.getByRole('dialog', { name: 'Ajustes rápidos' })).toBe(panel);
    await waitFor(() => expect(accounts).toEqual([{ language: 'english' }]));
  });

  it('turns the measuring of page visits off, as the privacy settings do', async () => {
    const user = userEvent.setup();
    const measured = vi.spyOn(analytics, 'setPersonMeasured');
    const { choices } = server();
    await renderMenu();
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    const panel = await openPanel();
    const privacy = within(panel).getByRole('region', { name: 'Privacidad' });
    const measure = within(privacy).getByRole('switch', {
      name: 'Medir mis visitas a las páginas',
    });
    expect(measure).toBeChecked();
    expect(measure).toHaveAccessibleDescription(/sin tu nombre/);

    await user.click(measure);
    expect(
      await screen.findByText(
        'Tus visitas a las páginas ya no se miden en ninguno de tus dispositivos.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(measure).not.toBeChecked());
    expect(choices).toEqual([{ opt_out: true }]);
    expect(measured).toHaveBeenLastCalledWith(false);
  });

  it('links to the full profile settings and the notification settings, closing itself', async () => {
    const user = userEvent.setup();
    server();
    await renderMenu();
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    const panel = await openPanel();
    const more = within(panel).getByRole('navigation', { name: 'Más ajustes' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Todos los ajustes de tu perfil', '/profile/settings'],
      ['Ajustes de notificaciones', '/profile/settings#notification-settings'],
    ]);
    await user.click(within(more).getByRole('link', { name: 'Todos los ajustes de tu perfil' }));
    expect(flag()).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/profile\/settings$/);
  });

  it('links only to what the modules that are on have', async () => {
    server();
    useAppStore.getState().setServices({ profile: true });
    const { unmount } = await renderMenu();
    act(() => useAppStore.getState().setSettingsPanelOpen(true));
    let panel = await openPanel();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todos los ajustes de tu perfil']);
    unmount();

    useAppStore.getState().setServices({ notifications: true });
    await renderMenu();
    panel = await openPanel();
    expect(within(panel).queryByRole('navigation')).toBeNull();
    // The quick settings themselves are always there.
    expect(
      within(panel).getByRole('radiogroup', { name: 'Idioma de la aplicación' }),
    ).toBeVisible();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    server();
    await renderMenu('en');
    await user.click(screen.getByRole('button', { name: 'María López: account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quick settings' }));
    const panel = await openPanel('Quick settings');
    expect(within(panel).getByRole('radiogroup', { name: 'App language' })).toBeVisible();
    expect(within(panel).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(panel).getByRole('region', { name: 'Privacy' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All your profile settings' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Close quick settings' })).toBeVisible();
  });
});
