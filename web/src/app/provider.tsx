import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { queryClient } from '@/api/query-client';
import { i18n } from '@/i18n/i18n';

import { BrandedLoader } from './branded-loader';

export type AppProviderProps = { children?: ReactNode };

/** Server-state cache and translations around the whole app; the loader while the glossary
 *  loads. The branded MUI theme comes with the screens (ui-shell, standalone-app). */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<BrandedLoader />}>{children}</Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
