// A screen that replaces the whole app on the hosts it claims (a module's manifest `standalone`:
// the public API documentation on docs hosts), in the branded theme, with its toasts.
import type { ReactNode } from 'react';

import { ToastHost } from '@/components/toast/toast-host';
import { BrandThemeProvider } from '@/theme/brand-theme-provider';

export function StandaloneApp({ children }: { children: ReactNode }) {
  return (
    <BrandThemeProvider>
      {children}
      <ToastHost />
    </BrandThemeProvider>
  );
}
