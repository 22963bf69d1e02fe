import { useTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setTransport } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';

import { BrandThemeProvider } from './brand-theme-provider';
import { BRAND_COLOURS_KEY, keepBrandColours, readLastBrandColours } from './last-brand-colours';

function Colours() {
  const { palette } = useTheme();
  return <p>{`${palette.primary.main} ${palette.secondary.main}`}</p>;
}

function renderTheme() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BrandThemeProvider font="Lato">
        <Colours />
      </BrandThemeProvider>
    </QueryClientProvider>,
  );
}

const branding = (main: string | null, secondary: string | null) => ({
  org_name: 'Demo',
  banner: { main, secondary },
});

afterEach(() => {
  setTransport(null);
});

describe('BrandThemeProvider', () => {
  it('draws with the colours branding gave last time until it answers, then keeps the new ones', async () => {
    keepBrandColours(window.localStorage, { main: '#112233', secondary: '#445566' });
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    installFakeApi({
      'GET /org/branding': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderTheme();
    expect(screen.getByText('#112233 #445566')).toBeInTheDocument();

    answer(ok(branding('#0a7f3f', '#7a1f9c')));
    expect(await screen.findByText('#0a7f3f #7a1f9c')).toBeInTheDocument();
    expect(readLastBrandColours(window.localStorage)).toEqual({
      main: '#0a7f3f',
      secondary: '#7a1f9c',
    });
  });

  it('starts from the default colours on a first visit, and keeps an organisation without any', async () => {
    installFakeApi({ 'GET /org/branding': ok(branding(null, null)) });
    renderTheme();
    const defaults = screen.getByRole('paragraph').textContent;
    expect(defaults).toMatch(/^#[0-9a-f]{6} #[0-9a-f]{6}$/i);
    await screen.findByText(defaults ?? '');
    await expect
      .poll(() => readLastBrandColours(window.localStorage))
      .toEqual({
        main: null,
        secondary: null,
      });
  });
});

describe('last brand colours', () => {
  it('reads only colours it kept, and nothing from storage that fails or holds something else', () => {
    const stored = (value: string) => ({
      getItem: (key: string) => (key === BRAND_COLOURS_KEY ? value : null),
      setItem: () => undefined,
    });
    expect(readLastBrandColours(stored('{"main":"#abcdef","secondary":"red"}'))).toEqual({
      main: '#abcdef',
      secondary: null,
    });
    expect(readLastBrandColours(stored('not json'))).toBeNull();
    expect(readLastBrandColours(stored('null'))).toBeNull();
    expect(readLastBrandColours(null)).toBeNull();
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readLastBrandColours(failing)).toBeNull();
    expect(() => keepBrandColours(failing, { main: '#abcdef', secondary: null })).not.toThrow();
  });
});
