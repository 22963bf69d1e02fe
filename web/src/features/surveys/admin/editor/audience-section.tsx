import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { type Named, NamedMultiSelect } from '@/components/forms/named-multi-select';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';

import { communicationGroupsQueryOptions, type SurveyAudience } from '../../api/admin-surveys';
import { countryName, isCountryCode } from '../../lib/country-name';

/** The countries offered first (any other two-letter code may be typed). */
const COUNTRIES = [
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'EC',
  'ES',
  'GT',
  'MX',
  'PA',
  'PE',
  'PY',
  'US',
  'UY',
];

export type AudienceSectionProps = {
  audience: SurveyAudience;
  onChange: (audience: SurveyAudience) => void;
  /** Fixed once launched (the snapshot is taken at launch). */
  disabled: boolean;
  error?: string;
};

/** Who is asked (SUR-8): everyone, or the people of some departments (with their
 *  sub-departments), communication groups or countries. */
export function AudienceSection({ audience, onChange, disabled, error }: AudienceSectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const departments = useQuery(departmentDetailsQueryOptions());
  const groups = useQuery(communicationGroupsQueryOptions());

  const departmentOptions: Named[] = (departments.data ?? []).filter((entry) => entry.active);
  const groupOptions: Named[] = groups.data ?? [];
  const countryLabel = (code: string) => {
    const name = countryName(code, i18n.language);
    return name === code ? code : `${name} (${code})`;
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h3" component="h3">
          {t('surveys.admin.editor.audience')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={audience.everyone}
              disabled={disabled}
              onChange={(event) => onChange({ ...audience, everyone: event.target.checked })}
            />
          }
          label={t('surveys.admin.editor.everyone')}
        />
        {audience.everyone ? null : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('surveys.admin.editor.audienceHelp')}
            </Typography>
            <NamedMultiSelect
              label={t('surveys.admin.editor.departments')}
              options={departmentOptions}
              loading={departments.isPending}
              value={audience.departments}
              disabled={disabled}
              onChange={(ids) => onChange({ ...audience, departments: ids })}
            />
            <NamedMultiSelect
              label={t('surveys.admin.editor.groups')}
              options={groupOptions}
              loading={groups.isPending}
              value={audience.groups}
              disabled={disabled}
              onChange={(ids) => onChange({ ...audience, groups: ids })}
            />
            <Autocomplete
              multiple
              freeSolo
              disabled={disabled}
              options={COUNTRIES}
              value={audience.countries}
              getOptionLabel={countryLabel}
              onChange={(_event, value) =>
                onChange({
                  ...audience,
                  countries: [
                    ...new Set(
                      value.map((entry) => entry.trim().toUpperCase()).filter(isCountryCode),
                    ),
                  ],
                })
              }
              renderInput={(params) => (
                <AutocompleteInput
                  params={params}
                  label={t('surveys.admin.editor.countries')}
                  helperText={t('surveys.admin.editor.countriesHelp')}
                />
              )}
            />
          </>
        )}
        {error ? (
          <FormHelperText error role="alert" sx={{ mt: 0 }}>
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    </Paper>
  );
}
