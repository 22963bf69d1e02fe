import Autocomplete from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useFieldMessage } from '@/components/form/use-field-message';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { apiErrorMessage } from '@/i18n/api-error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import type { AnalyticsMetric } from '../api/analytics';
import {
  saveViewMutation,
  viewPreviewQueryOptions,
  type AnalyticsView,
  type AnalyticsViewInput,
  type AnalyticsViewOptions,
} from '../api/custom-views';
import {
  NAME_MAX,
  FILTERABLE,
  formFieldOf,
  type FilterDimension,
  toViewInput,
  validateViewForm,
  viewFormFrom,
  viewGroupLabel,
  type ViewFormValues,
} from '../lib/custom-views';
import { metricWords } from '../lib/format';

import { ViewFigures } from './view-figures';

const PREVIEW_DELAY_MS = 500;

export type ViewEditorProps = {
  /** The view changed, or null for a new one. */
  view: AnalyticsView | null;
  options: AnalyticsViewOptions;
  metrics: AnalyticsMetric[];
  onClose: () => void;
  onSaved: (saved: AnalyticsView) => void;
};

/** "Nuevo análisis" / "Editar análisis": name, metric, dimension, filters, period, chart and (for
 *  admins) who else may open it, with the live preview under the form. Checked before sending;
 *  the server's messages (422 invalid_view names the field) go under their fields. Full screen
 *  on phones. */
export function ViewEditor({ view, options, metrics, onClose, onSaved }: ViewEditorProps) {
  const { t } = useTranslation();
  const canShare = options.share_roles.length > 0;
  const form = useMutationForm({
    defaultValues: viewFormFrom(view, options.metrics[0] ?? ''),
    validate: validateViewForm,
    mutation: saveViewMutation(view?.id ?? null),
    toRequest: (values: ViewFormValues) => toViewInput(values, canShare),
    serverField: (field) => formFieldOf(field),
    codeFields: { cannot_share: 'shared_with' },
    successToast: (saved) =>
      t(view ? 'analytics.custom.editor.saved' : 'analytics.custom.editor.created', {
        name: saved.name,
      }),
    onSuccess: (saved) => onSaved(saved),
  });
  return (
    <FormDialog
      form={form}
      title={t(view ? 'analytics.custom.editor.editTitle' : 'analytics.custom.editor.newTitle')}
      submitLabel={t(view ? 'analytics.custom.editor.save' : 'analytics.custom.editor.create')}
      onClose={onClose}
      maxWidth="md"
      after={
        <Preview
          control={form.form.control}
          options={options}
          metrics={metrics}
          canShare={canShare}
        />
      }
    >
      <ViewFields options={options} metrics={metrics} />
    </FormDialog>
  );
}

function ViewFields({
  options,
  metrics,
}: {
  options: AnalyticsViewOptions;
  metrics: AnalyticsMetric[];
}) {
  const { t, i18n } = useTranslation();
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const filtersMessage = useFieldMessage('filters');
  // The chosen metric's "¿Cómo se calcula?" under its select.
  const metric = useWatch<ViewFormValues, 'metric'>({ name: 'metric' });
  const dimension = useWatch<ViewFormValues, 'dimension'>({ name: 'dimension' });
  const definition = metricWords(byId.get(metric), i18n.language).definition;
  return (
    <>
      <TextField
        name="name"
        label={t('analytics.custom.editor.name')}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
      />
      <SelectField
        name="metric"
        label={t('analytics.custom.editor.metric')}
        helperText={definition || undefined}
        options={options.metrics.map((id) => ({
          value: id,
          label: metricWords(byId.get(id), i18n.language).name || id,
        }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          name="dimension"
          label={t('analytics.custom.editor.dimension')}
          helperText={
            dimension === 'value' ? t('analytics.custom.editor.valueReceivedOnly') : undefined
          }
          options={options.dimensions.map((d) => ({
            value: d,
            label: t(`analytics.equity.by.${d}`),
          }))}
          sx={{ flex: 1 }}
        />
        <SelectField
          name="period"
          label={t('analytics.custom.editor.period')}
          options={options.periods.map((p) => ({ value: p, label: t(`analytics.period.${p}`) }))}
          sx={{ flex: 1 }}
        />
        <SelectField
          name="chart"
          label={t('analytics.custom.editor.chart')}
          options={options.charts.map((c) => ({
            value: c,
            label: t(`analytics.custom.chart.${c}`),
          }))}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('analytics.custom.editor.filters')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('analytics.custom.editor.filtersHelp')}
        </Typography>
        {options.dimensions
          .filter((d): d is FilterDimension => (FILTERABLE as readonly string[]).includes(d))
          .map((d) => (
            <FilterField key={d} dimension={d} options={options} />
          ))}
        {filtersMessage ? <FormHelperText error>{filtersMessage}</FormHelperText> : null}
      </Stack>
      {options.share_roles.length > 0 ? (
        <CheckboxGroupField
          name="shared_with"
          label={t('analytics.custom.editor.share')}
          helperText={t('analytics.custom.editor.shareHelp')}
          options={options.share_roles.map((role) => ({
            value: role,
            label: t(`analytics.custom.share.${role}`),
          }))}
        />
      ) : null}
    </>
  );
}

function FilterField({
  dimension,
  options,
}: {
  dimension: FilterDimension;
  options: AnalyticsViewOptions;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<ViewFormValues>();
  const { field } = useController({ control, name: `filters.${dimension}` });
  const values = options.values[dimension] ?? [];
  const names = new Map(
    values.map((v) => [v.key, viewGroupLabel(t, i18n.language, dimension, v.key, v.name)]),
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={values.map((v) => v.key)}
      value={field.value}
      getOptionLabel={(key) => names.get(key) ?? key}
      onChange={(_event, picked) => field.onChange(picked)}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={t(`analytics.equity.by.${dimension}`)}
          helperText={field.value.length === 0 ? t('analytics.custom.editor.everyone') : undefined}
        />
      )}
    />
  );
}

/** The live preview: the form as a view, run a moment after it stops changing. */
function Preview({
  control,
  options,
  metrics,
  canShare,
}: {
  /** The form's (the preview sits after it, outside its provider). */
  control: Control<ViewFormValues>;
  options: AnalyticsViewOptions;
  metrics: AnalyticsMetric[];
  canShare: boolean;
}) {
  const { t, i18n } = useTranslation();
  const values = useWatch({ control }) as ViewFormValues;
  const input: AnalyticsViewInput = {
    ...toViewInput(values, canShare),
    name: values.name?.trim() || t('analytics.custom.editor.untitled'),
  };
  delete input.shared_with;
  const typed = useDebouncedValue(JSON.stringify(input), PREVIEW_DELAY_MS);
  const asked = JSON.parse(typed) as AnalyticsViewInput;
  const ready = Boolean(asked.metric) && options.metrics.includes(asked.metric);
  const preview = useQuery({ ...viewPreviewQueryOptions(asked), enabled: ready });
  const metric = metrics.find((m) => m.id === asked.metric);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="view-preview-title"
      sx={{ p: 2, mt: 2, minWidth: 0 }}
    >
      <Typography variant="h6" component="h3" id="view-preview-title">
        {t('analytics.custom.editor.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('analytics.custom.editor.previewHelp')}
      </Typography>
      {preview.isFetching ? (
        <LinearProgress aria-label={t('analytics.custom.editor.previewLoading')} sx={{ mb: 1 }} />
      ) : null}
      {!ready ? null : preview.isError ? (
        <Typography color="error" variant="body2" role="status">
          {apiErrorMessage(preview.error, i18n)}
        </Typography>
      ) : preview.data ? (
        <ViewFigures result={preview.data} metric={metric} chart={asked.chart} title={asked.name} />
      ) : null}
    </Paper>
  );
}
