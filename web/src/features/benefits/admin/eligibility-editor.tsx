import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { NumberField } from '@/components/form/fields/number-field';
import { useFieldMessage } from '@/components/form/use-field-message';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import { CONTRACT_TYPES, contractTypeName } from '@/lib/person-attributes';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { eligibilityPreviewQueryOptions, type EligibilityPreview } from '../api/admin-benefits';
import type { BenefitEligibility } from '../api/benefits';
import { useBenefitFormat } from '../lib/benefit-words';

import { eligibilityOf, type BenefitFormValues } from './benefit-form-schema';

const EVERYONE: BenefitEligibility = {
  departments: [],
  groups: [],
  countries: [],
  min_tenure_months: null,
  contract_types: [],
};
const PREVIEW_DELAY_MS = 400;
const COUNTRY = /^[A-Za-z]{2}$/;

/** Who may see the benefit: departments, communication groups, countries, contract types and a
 *  minimum tenure (everyone when all are empty), with the live preview beside it. */
export function EligibilityEditor() {
  const { t } = useTranslation();
  const words = useBenefitFormat();
  const { control } = useFormContext<BenefitFormValues>();
  const departments = useController({ control, name: 'departments' });
  const groups = useController({ control, name: 'groups' });
  const countries = useController({ control, name: 'countries' });
  const countriesMessage = useFieldMessage('countries');
  // The organisation's countries (everyone's preview) are the suggestions; any code may be typed.
  const everyone = useQuery(eligibilityPreviewQueryOptions(EVERYONE));
  const known = (everyone.data?.by_country ?? [])
    .map((entry) => entry.country)
    .filter((code): code is string => typeof code === 'string');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('benefits.admin.eligibility.intro')}</Typography>
        <AudienceListsField
          departments={departments.field.value}
          groups={groups.field.value}
          onChange={(lists) => {
            departments.field.onChange(lists.departments);
            groups.field.onChange(lists.groups);
          }}
          labels={{
            departments: t('benefits.admin.eligibility.departments'),
            groups: t('benefits.admin.eligibility.groups'),
          }}
        />
        <Autocomplete
          multiple
          freeSolo
          options={known}
          value={countries.field.value}
          getOptionLabel={(code) => `${words.country(code)} (${code})`}
          onChange={(_event, picked) =>
            countries.field.onChange(
              [...new Set(picked.map((code) => code.trim().toUpperCase()))].filter((code) =>
                COUNTRY.test(code),
              ),
            )
          }
          renderInput={(params) => (
            <AutocompleteInput
              params={params}
              label={t('benefits.admin.eligibility.countries')}
              helperText={countriesMessage ?? t('benefits.admin.eligibility.countriesHelp')}
              error={Boolean(countriesMessage)}
            />
          )}
        />
        <CheckboxGroupField
          name="contract_types"
          label={t('benefits.admin.eligibility.contractTypes')}
          helperText={t('benefits.admin.eligibility.contractTypesHelp')}
          row
          options={CONTRACT_TYPES.map((type) => ({
            value: type,
            label: contractTypeName(t, type),
          }))}
        />
        <NumberField
          name="min_tenure_months"
          label={t('benefits.admin.eligibility.tenure')}
          helperText={t('benefits.admin.eligibility.tenureHelp')}
          autoComplete="off"
          sx={{ maxWidth: 320 }}
        />
      </Stack>
      <EligibilityPreviewPanel />
    </Box>
  );
}

/** "N de M personas activas podrán verlo", by department and by country: asked again a moment
 *  after the rules stop changing. */
function EligibilityPreviewPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { control } = useFormContext<BenefitFormValues>();
  const [departments, groups, countries, contractTypes, months] = useWatch({
    control,
    name: ['departments', 'groups', 'countries', 'contract_types', 'min_tenure_months'],
  });
  // Debounced as text: a new object each render would restart the wait forever.
  const typed = JSON.stringify(
    eligibilityOf({
      departments,
      groups,
      countries,
      contract_types: contractTypes,
      min_tenure_months: months,
    }),
  );
  const settled = useDebouncedValue(typed, PREVIEW_DELAY_MS);
  const rules = useMemo(() => JSON.parse(settled) as BenefitEligibility, [settled]);
  const preview = useQuery(eligibilityPreviewQueryOptions(rules));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="benefit-preview-title"
      aria-busy={preview.isFetching}
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="benefit-preview-title" variant="h3" component="h3">
          {t('benefits.admin.preview.title')}
        </Typography>
        {preview.isFetching ? (
          <LinearProgress aria-label={t('benefits.admin.preview.loading')} />
        ) : null}
        {preview.isError ? (
          <Typography color="error.main" role="alert">
            {toApiError(preview.error).status === 400
              ? t('benefits.admin.preview.badRules')
              : t('benefits.admin.preview.failed')}
          </Typography>
        ) : null}
        {preview.data ? <PreviewFigures preview={preview.data} format={format.number} /> : null}
      </Stack>
    </Paper>
  );
}

function PreviewFigures({
  preview,
  format,
}: {
  preview: EligibilityPreview;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const words = useBenefitFormat();
  return (
    <Stack spacing={1.5} data-testid="benefit-preview">
      <Typography sx={{ fontWeight: 700 }} role="status">
        {t('benefits.admin.preview.total', {
          count: preview.active,
          total: format(preview.total),
          active: format(preview.active),
        })}
      </Typography>
      {preview.total === 0 ? (
        <Typography variant="body2" color="warning.dark">
          {t('benefits.admin.preview.nobody')}
        </Typography>
      ) : null}
      <Breakdown
        title={t('benefits.admin.preview.byDepartment')}
        rows={preview.by_department.map((entry) => ({
          key: String(entry.department_id ?? 'none'),
          label: entry.name ?? t('benefits.admin.preview.noDepartment'),
          count: entry.count,
        }))}
        format={format}
      />
      <Breakdown
        title={t('benefits.admin.preview.byCountry')}
        rows={preview.by_country.map((entry) => ({
          key: entry.country ?? 'none',
          label: entry.country
            ? words.country(entry.country)
            : t('benefits.admin.preview.noCountry'),
          count: entry.count,
        }))}
        format={format}
      />
    </Stack>
  );
}

function Breakdown({
  title,
  rows,
  format,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
  format: (value: number) => string;
}) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(row.count)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
