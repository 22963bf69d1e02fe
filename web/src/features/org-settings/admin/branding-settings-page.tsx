import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { OrgSettings } from '@/api/types';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { QueryPanel } from '@/components/layout/query-panel';
import { brandingQueryOptions, orgSettingsQueryOptions } from '@/lib/calls/org';
import { brandColors } from '@/theme/colors';

import { BRANDING_LIMITS, updateBrandingMutation } from '../api/branding';
import { BrandingPreview } from '../components/branding-preview';
import { ColorField } from '../components/color-field';
import { SettingsSection } from '../components/settings-section';
import { isHexColour } from '../lib/hex-colour';

import { AnalyticsHostsPanel } from './analytics-hosts-panel';
import {
  BRANDING_SERVER_FIELDS,
  toBrandingChange,
  toBrandingValues,
  validateBranding,
} from './branding-schema';

function BrandingForm({ settings }: { settings: OrgSettings }) {
  const { t } = useTranslation();
  const orgName = useQuery(brandingQueryOptions()).data?.org_name ?? t('app.name');
  const form = useMutationForm({
    defaultValues: toBrandingValues(settings.branding),
    validate: validateBranding,
    mutation: updateBrandingMutation(),
    toRequest: toBrandingChange,
    serverFields: BRANDING_SERVER_FIELDS,
    successToast: () => t('orgSettings.branding.saved'),
    onSuccess: (saved) => form.form.reset(toBrandingValues(saved)),
  });
  const saved = brandColors(settings.branding.banner);
  // Without a secondary colour the app uses the primary (as typed) again, one brand accent: the
  // picker shows it while the secondary field is empty.
  const main = useWatch({ control: form.form.control, name: 'main' });
  const accent = brandColors({ main: isHexColour(main) ? main : saved.primary }).secondary;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <InlineForm form={form} submitLabel={t('orgSettings.branding.submit')}>
        <ColorField
          name="main"
          label={t('orgSettings.branding.main')}
          pickerLabel={t('orgSettings.branding.pickMain')}
          helperText={t('orgSettings.branding.mainHelp')}
          fallback={saved.primary}
          required
        />
        <ColorField
          name="secondary"
          label={t('orgSettings.branding.secondary')}
          pickerLabel={t('orgSettings.branding.pickSecondary')}
          helperText={t('orgSettings.branding.secondaryHelp')}
          fallback={accent}
        />
        <TextField
          name="logo_url"
          label={t('orgSettings.branding.logo')}
          helperText={t('orgSettings.branding.imageHelp')}
          maxLength={BRANDING_LIMITS.imageUrlMaxLength}
          autoComplete="off"
        />
        <TextField
          name="partner_logo_url"
          label={t('orgSettings.branding.partnerLogo')}
          helperText={t('orgSettings.branding.partnerLogoHelp')}
          maxLength={BRANDING_LIMITS.imageUrlMaxLength}
          autoComplete="off"
        />
        <TextField
          name="tagline"
          label={t('orgSettings.branding.tagline')}
          helperText={t('orgSettings.branding.taglineHelp', {
            max: BRANDING_LIMITS.taglineMaxLength,
          })}
          maxLength={BRANDING_LIMITS.taglineMaxLength}
          autoComplete="off"
        />
      </InlineForm>
      <BrandingPreview control={form.form.control} orgName={orgName} savedMain={saved.primary} />
    </Box>
  );
}

/** Settings → Marca: the banner colours, logos and tagline, with a live preview; once saved the
 *  whole app shows them. Then each host's analytics property. */
export function BrandingSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('orgSettings.branding.title')}
      description={t('orgSettings.branding.description')}
    >
      <QueryPanel
        title={t('orgSettings.branding.panelTitle')}
        query={useQuery(orgSettingsQueryOptions())}
        loadingLabel={t('admin.common.loading')}
      >
        {(settings) => <BrandingForm settings={settings} />}
      </QueryPanel>
      <AnalyticsHostsPanel />
    </SettingsSection>
  );
}
