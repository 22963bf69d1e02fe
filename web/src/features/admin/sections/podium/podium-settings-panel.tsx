import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { POINTS_PERIODS } from '@/api/admin-budgets';
import {
  PODIUM_METRIC_NAMES,
  PODIUM_SIZE,
  podiumSettingsQueryOptions,
  savePodiumSettings,
  type PodiumSettings,
} from '@/api/admin-recognitions';
import { queryKeys } from '@/api/query-keys';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';

import { FormError } from '../../components/form-error';
import { NativeSelectField } from '../../components/native-select-field';
import { Panel } from '../../components/panel';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';

import { toPodiumSettings, validatePodium, type PodiumValues } from './podium-schemas';

function toValues(settings: PodiumSettings): PodiumValues {
  return { ...settings, size: String(settings.size) };
}

function PodiumForm({ settings }: { settings: PodiumSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PodiumValues>({
    defaultValues: toValues(settings),
    resolver: schemaResolver(validatePodium),
  });
  const save = useMutation({
    mutationFn: (values: PodiumValues) => savePodiumSettings(toPodiumSettings(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.podiumSettings, saved);
      reset(toValues(saved));
      await queryClient.invalidateQueries({ queryKey: queryKeys.podium });
    },
  });
  const fieldError = useFieldError(errors, save.error);
  const sizeField = register('size');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
    >
      {save.isSuccess && !isDirty ? (
        <Alert severity="success" role="status">
          {t('admin.podium.saved')}
        </Alert>
      ) : null}
      <FormError error={save.error} shownFields={['period', 'size', 'metrics']} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="period"
          render={({ field }) => (
            <NativeSelectField
              id={`${id}-period`}
              label={t('admin.podium.period')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldError('period'))}
              helperText={fieldError('period')}
            >
              {POINTS_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`admin.periods.${period}`)}
                </option>
              ))}
            </NativeSelectField>
          )}
        />
        <TextInput
          {...sizeField}
          inputRef={sizeField.ref}
          id={`${id}-size`}
          label={t('admin.podium.size')}
          required
          inputMode="numeric"
          error={Boolean(fieldError('size'))}
          helperText={
            fieldError('size') ??
            t('admin.podium.sizeHelp', { min: PODIUM_SIZE.min, max: PODIUM_SIZE.max })
          }
        />
      </Stack>
      <Controller
        control={control}
        name="metrics"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(fieldError('metrics'))} required>
            <FormLabel component="legend">{t('admin.podium.metrics')}</FormLabel>
            <FormGroup row>
              {PODIUM_METRIC_NAMES.map((metric) => (
                <FormControlLabel
                  key={metric}
                  label={t(`admin.podium.metricNames.${metric}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(metric)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? PODIUM_METRIC_NAMES.filter(
                                (m) => m === metric || field.value.includes(m),
                              )
                            : field.value.filter((m) => m !== metric),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldError('metrics') ? (
              <FormHelperText>{fieldError('metrics')}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.podium.submit')}
      </Button>
    </Stack>
  );
}

/** The podium: period, number of places and which boards are shown. */
export function PodiumSettingsPanel() {
  const { t } = useTranslation();
  const settings = useQuery(podiumSettingsQueryOptions());
  return (
    <Panel title={t('admin.podium.title')} description={t('admin.podium.description')}>
      {settings.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
      {settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? <PodiumForm settings={settings.data} /> : null}
    </Panel>
  );
}
