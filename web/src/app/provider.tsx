import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { queryClient } from '@/api/query-client';
import { ToastHost } from '@/components/toast/toast-host';
import { i18n } from '@/i18n/i18n';
import type { FontName } from '@/theme/fonts';

import { BrandThemeProvider } from './brand-theme-provider';
import { BrandedLoader } from './branded-loader';

export type AppProviderProps = { font: FontName; children?: ReactNode };

/** Server-state cache, translations, branded theme and toasts, around the whole app. */
export function AppProvider({ font, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider font={font}>
          <Suspense fallback={<BrandedLoader />}>{children}</Suspense>
          <ToastHost />
        </BrandThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
