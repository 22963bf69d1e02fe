// Renders a component with the app's providers (theme, query client, i18n, router).
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { createAppTheme } from '@/theme/create-app-theme';

import { createTestI18n } from './test-i18n';

export type RenderOptions = { lng?: 'es' | 'en'; route?: string; queryClient?: QueryClient };

export async function renderWithProviders(
  ui: ReactElement,
  { lng = 'es', route = '/', queryClient }: RenderOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const i18n = await createTestI18n(lng);
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme({ font: 'Lato' })}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient: client };
}
