import { useTheme } from '@mui/material/styles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Branding, OrgSettings } from '@/api/types';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { BrandThemeProvider } from '@/theme/brand-theme-provider';

import type { BrandingChange, OrgBranding } from '../api/branding';

import { BrandingSettingsPage } from './branding-settings-page';

const hosts = [{ host: 'localhost', analytics_id: null, primary: true }];

const saved: OrgBranding = {
  banner: { main: '#3a71b5', secondary: null },
  logo_url: null,
  partner_logo_url: null,
  tagline: 'Reconocer nos une',
};

function publicBranding(branding: OrgBranding): Branding {
  return { ...branding, org_name: 'Demo', languages: ['es', 'en'], default_language: 'es' };
}

function settings(branding: OrgBranding): OrgSettings {
  return { branding, languages: ['es', 'en'], default_language: 'es', timezone: 'UTC' };
}

/** What the running app's theme says its primary colour is. */
function ThemePrimary() {
  return <output aria-label="Tema">{useTheme().palette.primary.main}</output>;
}

function renderInTheme() {
  return renderWithProviders(
    <BrandThemeProvider font="Lato">
      <ThemePrimary />
      <BrandingSettingsPage />
    </BrandThemeProvider>,
  );
}

// A whole form driven by keyboard and mouse: seconds while the other test workers hold the CPU.
describe('BrandingSettingsPage', () => {
  it('saves the branding and the running theme takes the new primary colour', async () => {
    const user = userEvent.setup();
    const bodies: BrandingChange[] = [];
    let current = saved;
    const reload: { answer?: () => void } = {};
    installFakeApi({
      // After the save the branding's reload waits for the test: the theme must change from
      // the PATCH's own answer, at once.
      'GET /org/branding': () =>
        bodies.length === 0
          ? ok(publicBranding(current))
          : new Promise((resolve) => {
              reload.answer = () => resolve(ok(publicBranding(current)));
            }),
      'GET /org/settings': () => ok(settings(current)),
      'GET /org/hosts': ok(hosts),
      'PATCH /org/custom': (request) => {
        const body = JSON.parse(request.body as string) as BrandingChange;
        bodies.push(body);
        current = {
          banner: { main: body.banner?.main ?? current.banner.main, secondary: null },
          logo_url: body.logo_url ?? null,
          partner_logo_url: body.partner_logo_url ?? null,
          tagline: body.tagline ?? null,
        };
        return ok(current);
      },
    });
    await renderInTheme();
    const main = await screen.findByLabelText(/^Color principal/);
    expect(main).toHaveValue('#3a71b5');
    await waitFor(() => expect(screen.getByLabelText('Tema')).toHaveTextContent('#3a71b5'));

    await user.clear(main);
    await user.type(main, '#C0392B');
    await user.type(
      screen.getByLabelText('Dirección del logo del socio'),
      'https://cdn.example.com/partner.png',
    );
    await user.clear(screen.getByLabelText('Lema'));
    // The preview follows the form before anything is saved.
    expect(screen.getByRole('img', { name: 'Logo del socio' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/partner.png',
    );
    expect(screen.getByLabelText('Tema')).toHaveTextContent('#3a71b5');

    await user.click(screen.getByRole('button', { name: 'Guardar marca' }));
    await waitFor(() => expect(screen.getByLabelText('Tema')).toHaveTextContent('#c0392b'));
    expect(reload.answer).toBeDefined();
    reload.answer?.();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Guardar marca' })).toBeEnabled(),
    );
    expect(screen.getByLabelText('Tema')).toHaveTextContent('#c0392b');
    expect(bodies).toEqual([
      {
        banner: { main: '#c0392b', secondary: null },
        logo_url: null,
        partner_logo_url: 'https://cdn.example.com/partner.png',
        tagline: null,
      },
    ]);
  });

  it('checks colours and image addresses before sending anything', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'GET /org/branding': ok(publicBranding(saved)),
      'GET /org/settings': ok(settings(saved)),
      'GET /org/hosts': ok(hosts),
    });
    await renderInTheme();
    // The page's second card: each host's analytics property.
    expect(await screen.findByLabelText('ID de medición de localhost')).toHaveValue('');
    const secondary = await screen.findByLabelText('Color secundario');
    await user.type(secondary, 'rojo');
    await user.type(screen.getByLabelText('Dirección del logo'), 'http://example.com/logo.png');
    await user.click(screen.getByRole('button', { name: 'Guardar marca' }));
    expect(
      await screen.findByText('Escribe el color como #rrggbb, por ejemplo #3a71b5.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección del logo')).toHaveAccessibleDescription(
      'La imagen debe ser una dirección https:// o un archivo subido a Aplauso.',
    );
    expect(seen).not.toContain('PATCH /org/custom');
  });

  it("puts the server's 400 under the field it names (banner.main under the primary colour)", async () => {
    const user = userEvent.setup();
    const message = 'Escribe el color como #rrggbb, por ejemplo #3a71b5.';
    installFakeApi({
      'GET /org/branding': ok(publicBranding(saved)),
      'GET /org/settings': ok(settings(saved)),
      'GET /org/hosts': ok(hosts),
      'PATCH /org/custom': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { 'banner.main': message } },
        },
      },
    });
    await renderInTheme();
    await user.click(await screen.findByRole('button', { name: 'Guardar marca' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Color principal/)).toHaveAccessibleDescription(message),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tema')).toHaveTextContent('#3a71b5');
  });
});
