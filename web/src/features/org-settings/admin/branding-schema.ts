// The Marca form (PATCH /org/custom): its values, client checks and request body. Colours are
// #rrggbb, dark enough for white text on them (WCAG AA, 4.5:1: the server checks the same); an
// empty secondary colour means "the primary again"; an empty image or tagline clears it.
import { contrastWithWhite, MIN_TEXT_CONTRAST } from '@/theme/colors';

import { BRANDING_LIMITS, type BrandingChange, type OrgBranding } from '../api/branding';
import { isHexColour } from '../lib/hex-colour';
import { isSafeImageUrl } from '../lib/image-url';

export type BrandingValues = {
  main: string;
  secondary: string;
  logo_url: string;
  partner_logo_url: string;
  tagline: string;
};

export type BrandingFieldError =
  | 'orgSettings.branding.errors.mainRequired'
  | 'orgSettings.branding.errors.colorInvalid'
  | 'orgSettings.branding.errors.lowContrast'
  | 'orgSettings.branding.errors.imageInvalid'
  | 'orgSettings.branding.errors.imageTooLong'
  | 'orgSettings.branding.errors.taglineTooLong';

/** The request's field names of the colours, whose server messages go under the form's. */
export const BRANDING_SERVER_FIELDS = {
  'banner.main': 'main',
  'banner.secondary': 'secondary',
} as const;

export function toBrandingValues(branding: OrgBranding): BrandingValues {
  return {
    main: branding.banner.main,
    secondary: branding.banner.secondary ?? '',
    logo_url: branding.logo_url ?? '',
    partner_logo_url: branding.partner_logo_url ?? '',
    tagline: branding.tagline ?? '',
  };
}

function checkImage(url: string): BrandingFieldError | undefined {
  const value = url.trim();
  if (!value) return undefined;
  if (value.length > BRANDING_LIMITS.imageUrlMaxLength)
    return 'orgSettings.branding.errors.imageTooLong';
  return isSafeImageUrl(value) ? undefined : 'orgSettings.branding.errors.imageInvalid';
}

export function validateBranding(
  values: BrandingValues,
): Partial<Record<keyof BrandingValues, BrandingFieldError>> {
  const errors: Partial<Record<keyof BrandingValues, BrandingFieldError | undefined>> = {
    logo_url: checkImage(values.logo_url),
    partner_logo_url: checkImage(values.partner_logo_url),
  };
  const main = values.main.trim();
  if (!main) errors.main = 'orgSettings.branding.errors.mainRequired';
  else if (!isHexColour(main)) errors.main = 'orgSettings.branding.errors.colorInvalid';
  else if (contrastWithWhite(main) < MIN_TEXT_CONTRAST)
    errors.main = 'orgSettings.branding.errors.lowContrast';
  const secondary = values.secondary.trim();
  if (secondary && !isHexColour(secondary))
    errors.secondary = 'orgSettings.branding.errors.colorInvalid';
  else if (secondary && contrastWithWhite(secondary) < MIN_TEXT_CONTRAST)
    errors.secondary = 'orgSettings.branding.errors.lowContrast';
  if ([...values.tagline.trim()].length > BRANDING_LIMITS.taglineMaxLength)
    errors.tagline = 'orgSettings.branding.errors.taglineTooLong';
  return errors;
}

/** Every field: colours in lower case, blanks as null (clears them). */
export function toBrandingChange(values: BrandingValues): BrandingChange {
  return {
    banner: {
      main: values.main.trim().toLowerCase(),
      secondary: values.secondary.trim().toLowerCase() || null,
    },
    logo_url: values.logo_url.trim() || null,
    partner_logo_url: values.partner_logo_url.trim() || null,
    tagline: values.tagline.trim() || null,
  };
}
