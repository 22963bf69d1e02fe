import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/layout/brand-mark';
import { brandColors } from '@/theme/colors';
import { readableTextOn } from '@/theme/create-app-theme';

import type { BrandingValues } from '../admin/branding-schema';
import { isHexColour } from '../lib/hex-colour';
import { isSafeImageUrl } from '../lib/image-url';

export type BrandingPreviewProps = {
  /** The branding form's values, watched as they are typed. */
  control: Control<BrandingValues>;
  orgName: string;
  /** The saved primary colour: shown while the typed one is not a colour yet. */
  savedMain: string;
};

/** A safe image address as typed, else null (nothing is loaded from an address the server would
 *  refuse). */
function imageOrNull(url: string): string | null {
  const value = url.trim();
  return value && isSafeImageUrl(value) ? value : null;
}

/** A chip shaped like a button, in a brand colour: the preview's buttons are not actions. */
function MockButton({ color, label }: { color: string; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        bgcolor: color,
        color: readableTextOn(color),
        px: 2,
        py: 0.75,
        borderRadius: 1,
        fontWeight: 700,
      }}
    >
      {label}
    </Box>
  );
}

/** The form's branding as the app would show it: the top bar with the logo, buttons in both
 *  colours, the tagline and the loading screen with the partner logo. Follows every keystroke. */
export function BrandingPreview({ control, orgName, savedMain }: BrandingPreviewProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const values = useWatch({ control });
  const main = values.main?.trim() ?? '';
  const secondary = values.secondary?.trim() ?? '';
  const colors = brandColors({
    main: isHexColour(main) ? main : savedMain,
    secondary: isHexColour(secondary) ? secondary : null,
  });
  const logo = imageOrNull(values.logo_url ?? '');
  const partnerLogo = imageOrNull(values.partner_logo_url ?? '');
  const tagline = values.tagline?.trim();

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('orgSettings.branding.preview')}
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              bgcolor: colors.primary,
              color: readableTextOn(colors.primary),
              px: 2,
              minHeight: 56,
              display: 'flex',
              alignItems: 'center',
            }}
          >
            <BrandMark name={orgName} logoUrl={logo} />
          </Box>
          <Stack spacing={2} sx={{ p: 2 }}>
            {tagline ? <Typography>{tagline}</Typography> : null}
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              <MockButton color={colors.primary} label={t('orgSettings.branding.previewPrimary')} />
              <MockButton
                color={colors.secondary}
                label={t('orgSettings.branding.previewSecondary')}
              />
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('orgSettings.branding.previewLoader')}
          </Typography>
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <BrandMark name={orgName} logoUrl={logo} />
              {partnerLogo ? (
                <Box
                  component="img"
                  src={partnerLogo}
                  alt={t('orgSettings.branding.partnerLogoAlt')}
                  sx={{ maxHeight: 40, maxWidth: 140 }}
                />
              ) : null}
            </Stack>
            <Box
              aria-hidden
              sx={{ width: 120, height: 4, borderRadius: 2, bgcolor: colors.primary }}
            />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
