import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { SITE_LIMITS, saveSiteMutation, type WorkplaceSiteAdmin } from '../api/admin-workplace';
import { useWorkplaceErrorMessage } from '../lib/site-words';

import { siteFormFrom, toSiteInput, validateSiteForm } from './site-form-schema';
import { TimeZoneField } from './time-zone-field';

export type SiteDialogProps = {
  /** The site to edit, or null to add one. */
  site: WorkplaceSiteAdmin | null;
  onClose: () => void;
};

/** Adds a site or edits one: where it is (address, city, country, time zone), how to reach it
 *  (phone, map link) and how to get there, in Spanish and English. */
export function SiteDialog({ site, onClose }: SiteDialogProps) {
  const { t } = useTranslation();
  const describeError = useWorkplaceErrorMessage();
  const L = SITE_LIMITS;
  const form = useMutationForm({
    defaultValues: siteFormFrom(site),
    validate: validateSiteForm,
    mutation: saveSiteMutation(site?.id ?? null),
    toRequest: toSiteInput,
    successToast: (saved) =>
      t(site ? 'workplace.admin.saved' : 'workplace.admin.created', { name: saved.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        site ? t('workplace.admin.editTitle', { name: site.name }) : t('workplace.admin.newTitle')
      }
      submitLabel={site ? t('workplace.admin.save') : t('workplace.admin.create')}
      onClose={onClose}
      describeError={describeError}
      maxWidth="md"
    >
      <TextField
        name="name"
        label={t('workplace.admin.fields.name')}
        required
        maxLength={L.nameMax}
        autoComplete="off"
      />
      <TextField
        name="address"
        label={t('workplace.admin.fields.address')}
        required
        maxLength={L.addressMax}
        lines={2}
        autoComplete="off"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="city"
          label={t('workplace.admin.fields.city')}
          required
          maxLength={L.cityMax}
          autoComplete="off"
          sx={{ flex: 2 }}
        />
        <TextField
          name="country"
          label={t('workplace.admin.fields.country')}
          helperText={t('workplace.admin.form.countryHelp')}
          required
          maxLength={2}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
      </Stack>
      <TimeZoneField
        name="timezone"
        label={t('workplace.admin.fields.timezone')}
        helperText={t('workplace.admin.form.timezoneHelp')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="phone"
          type="tel"
          label={t('workplace.admin.fields.phone')}
          maxLength={L.phoneMax}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
        <TextField
          name="map_url"
          label={t('workplace.admin.fields.map_url')}
          helperText={t('workplace.admin.form.mapHelp')}
          maxLength={L.mapUrlMax}
          autoComplete="off"
          sx={{ flex: 2 }}
        />
      </Stack>
      <TextField
        name="notes"
        label={t('workplace.admin.fields.notes')}
        helperText={t('workplace.admin.form.notesHelp')}
        maxLength={L.notesMax}
        lines={3}
      />
      <TextField
        name="notes_en"
        label={t('workplace.admin.fields.notes_en')}
        maxLength={L.notesMax}
        lines={3}
      />
    </FormDialog>
  );
}
