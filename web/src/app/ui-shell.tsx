// The screens' shell, loaded with the first screen (login or the signed-in frame): the branded
// MUI theme and the toasts. The entry itself paints only the plain loader.
import { Outlet } from 'react-router';

import { ToastHost } from '@/components/toast/toast-host';
import { BrandThemeProvider } from '@/theme/brand-theme-provider';

export function UiShell() {
  return (
    <BrandThemeProvider>
      <Outlet />
      <ToastHost />
    </BrandThemeProvider>
  );
}
