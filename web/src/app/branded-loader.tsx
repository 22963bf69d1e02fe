import { useQuery } from '@tanstack/react-query';

import { Loader } from '@/components/loader/loader';
import { i18n } from '@/i18n/i18n';
import { brandingQueryOptions } from '@/lib/calls/org';
import { brandColors } from '@/theme/colors';
import { fontForHost, fontStack } from '@/theme/fonts';

export type BrandedLoaderProps = { open?: boolean };

/** The full-screen loader with the host's logo, partner logo, name, colour and font. It does not
 *  wait for the glossary: it is also the fallback while the glossary loads. */
export function BrandedLoader({ open = true }: BrandedLoaderProps) {
  const branding = useQuery(brandingQueryOptions()).data;
  const label =
    i18n.isInitialized && i18n.exists('loader.loading') ? i18n.t('loader.loading') : 'Cargando…';
  return (
    <Loader
      open={open}
      label={label}
      orgName={branding?.org_name}
      logoUrl={branding?.logo_url}
      partnerLogoUrl={branding?.partner_logo_url}
      primary={brandColors(branding?.banner).primary}
      fontFamily={fontStack(fontForHost(window.location.hostname))}
    />
  );
}
