// The docs host: the public API documentation in the branded theme, with its toasts.
import { ToastHost } from '@/components/toast/toast-host';
import { DocsPage } from '@/features/docs/pages/docs-page';
import { BrandThemeProvider } from '@/theme/brand-theme-provider';

export function DocsApp() {
  return (
    <BrandThemeProvider>
      <DocsPage />
      <ToastHost />
    </BrandThemeProvider>
  );
}
