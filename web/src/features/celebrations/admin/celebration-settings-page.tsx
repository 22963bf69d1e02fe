import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { NumberField } from '@/components/form/fields/number-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { QueryPanel } from '@/components/layout/query-panel';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  ANNIVERSARY_POINTS,
  celebrationSettingsQueryOptions,
  saveCelebrationSettingsMutation,
  type CelebrationSettings,
} from '../api/celebration-settings';

import {
  toCelebrationChange,
  toCelebrationValues,
  validateCelebrationSettings,
} from './celebration-settings-schema';

function CelebrationSettingsForm({ settings }: { settings: CelebrationSettings }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const form = useMutationForm({
    defaultValues: toCelebrationValues(settings),
    validate: validateCelebrationSettings,
    mutation: saveCelebrationSettingsMutation(),
    toRequest: toCelebrationChange,
    successToast: () => t('celebrations.settings.saved'),
    onSuccess: (saved) => form.form.reset(toCelebrationValues(saved)),
  });
  return (
    <InlineForm form={form} submitLabel={t('celebrations.settings.submit')}>
      <NumberField
        name="anniversary_points"
        label={t('celebrations.settings.points')}
        required
        helperText={t('celebrations.settings.pointsHelp', {
          max: format.number(ANNIVERSARY_POINTS.max),
        })}
        sx={{ maxWidth: { sm: 360 } }}
      />
    </InlineForm>
  );
}

/** Settings → Celebrations: the points each work anniversary awards. */
export function CelebrationSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('celebrations.settings.title'));
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('celebrations.settings.title')}
        description={t('celebrations.settings.description')}
      />
      <QueryPanel
        title={t('celebrations.settings.panelTitle')}
        query={useQuery(celebrationSettingsQueryOptions())}
        loadingLabel={t('celebrations.settings.loading')}
      >
        {(settings) => <CelebrationSettingsForm settings={settings} />}
      </QueryPanel>
    </Stack>
  );
}
