import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { QueryContent } from '@/components/feedback/query-content';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  addMetricMutation,
  deleteMetricMutation,
  METRICS_PAGE_SIZE,
  metricsQueryOptions,
  setMetricsEnabledMutation,
  type BodyMetric,
} from '../api/health-safety';
import { formatDay, localDay } from '../lib/words';

import { MetricTrends } from './metric-trends';

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** "Mi registro": the person's own wellness log (weight, steps, sleep, resting heart rate),
 *  opt-in, 10 a page newest first; nobody else can read it. */
export function BodyMetrics({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const toggle = useMutation(setMetricsEnabledMutation());
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h2">{t('healthSafety.metrics.title')}</Typography>
      <Alert severity="info">{t('healthSafety.metrics.intro')}</Alert>
      {enabled ? (
        <>
          <MetricForm />
          <MetricList />
          {confirming ? (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  loading={toggle.isPending}
                  onClick={() => toggle.mutate(false, { onSuccess: () => setConfirming(false) })}
                >
                  {t('healthSafety.metrics.disable')}
                </Button>
              }
            >
              {t('healthSafety.metrics.disableConfirm')}
            </Alert>
          ) : (
            <Button
              color="error"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setConfirming(true)}
            >
              {t('healthSafety.metrics.disable')}
            </Button>
          )}
        </>
      ) : (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={toggle.isPending}
          onClick={() => toggle.mutate(true)}
        >
          {t('healthSafety.metrics.enable')}
        </Button>
      )}
    </Stack>
  );
}

function MetricForm() {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const add = useMutation(addMetricMutation());
  const [day, setDay] = useState(localDay);
  const [weight, setWeight] = useState('');
  const [steps, setSteps] = useState('');
  const [sleep, setSleep] = useState('');
  const [pulse, setPulse] = useState('');
  const fields = add.isError ? toApiError(add.error).fields : {};
  const field = (
    key: string,
    label: string,
    value: string,
    set: (value: string) => void,
    step: string,
  ) => (
    <TextInput
      id={`${id}-${key}`}
      label={label}
      type="number"
      value={value}
      onChange={(event) => set(event.target.value)}
      inputProps={{ step, min: 0 }}
      error={Boolean(fields[key])}
      helperText={fields[key]}
    />
  );
  return (
    <Box
      component="form"
      aria-label={t('healthSafety.metrics.add')}
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            day,
            weight_kg: numberOrNull(weight),
            steps: numberOrNull(steps),
            sleep_hours: numberOrNull(sleep),
            resting_hr: numberOrNull(pulse),
          },
          {
            onSuccess: () => {
              setWeight('');
              setSteps('');
              setSleep('');
              setPulse('');
            },
          },
        );
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        alignItems: 'start',
      }}
    >
      <DateInput
        id={`${id}-day`}
        label={t('healthSafety.metrics.day')}
        value={day}
        onChange={setDay}
        error={Boolean(fields.day)}
        helperText={fields.day}
      />
      {field('weight_kg', t('healthSafety.metrics.weight'), weight, setWeight, '0.1')}
      {field('steps', t('healthSafety.metrics.steps'), steps, setSteps, '1')}
      {field('sleep_hours', t('healthSafety.metrics.sleep'), sleep, setSleep, '0.25')}
      {field('resting_hr', t('healthSafety.metrics.restingHr'), pulse, setPulse, '1')}
      <Button type="submit" variant="contained" loading={add.isPending} sx={{ mt: 1 }}>
        {t('healthSafety.metrics.add')}
      </Button>
      {add.isError && Object.keys(fields).length === 0 ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {errorMessage(add.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

function MetricList() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [page, setPage] = useState(1);
  const query = useQuery(metricsQueryOptions(page));
  const remove = useMutation(deleteMetricMutation());
  const values = (entry: BodyMetric) =>
    [
      entry.weight_kg === null ? null : `${format.number(entry.weight_kg)} kg`,
      entry.steps === null
        ? null
        : `${format.number(entry.steps)} ${t('healthSafety.metrics.steps').toLowerCase()}`,
      entry.sleep_hours === null ? null : `${format.number(entry.sleep_hours)} h`,
      entry.resting_hr === null ? null : `${format.number(entry.resting_hr)} lpm`,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <QueryContent
      query={query}
      loadingLabel={t('healthSafety.metrics.loading')}
      isEmpty={(data) => data.items.length === 0 && page === 1}
      empty={<Typography color="text.secondary">{t('healthSafety.metrics.empty')}</Typography>}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil((data.meta.total ?? 0) / METRICS_PAGE_SIZE));
        return (
          <Stack spacing={1.5}>
            <MetricTrends entries={data.items} />
            <Box
              component="ul"
              aria-label={t('healthSafety.metrics.listLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {data.items.map((entry) => {
                const day = formatDay(entry.day);
                return (
                  <Box
                    component="li"
                    key={entry.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                      pb: 1,
                    }}
                  >
                    <Typography sx={{ minWidth: 96, fontWeight: 600 }}>{day}</Typography>
                    <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                      {values(entry)}
                    </Typography>
                    <IconButton
                      aria-label={t('healthSafety.metrics.delete', { day })}
                      onClick={() => remove.mutate(entry.id)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
            {pages > 1 ? (
              <Pagination
                count={pages}
                page={page}
                onChange={(_event, next) => setPage(next)}
                aria-label={t('healthSafety.metrics.pages')}
              />
            ) : null}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
