import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';
import { formatNumber } from '@/lib/format-number';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { metricsQueryOptions } from '../api/analytics';
import {
  deleteViewMutation,
  viewDataQueryOptions,
  viewOptionsQueryOptions,
  viewQueryOptions,
  type AnalyticsView,
} from '../api/custom-views';
import { CustomForbidden } from '../components/custom-forbidden';
import { DigestControl } from '../components/digest-control';
import { PeriodPicker } from '../components/period-picker';
import { ViewEditor } from '../components/view-editor';
import { ViewFigures } from '../components/view-figures';
import { CUSTOM_VIEWERS } from '../lib/custom-views';
import { dayText, metricWords } from '../lib/format';
import { usePeriod } from '../lib/use-period';
import { analyticsPaths } from '../paths';

/** `/charts/custom/:viewId`: one saved view (ANA-4) for leaders and admins: its figures over the
 *  person's scope (a leader sees only their own people), its period (the view's own unless the
 *  address asks for another), the digest by mail and, for its owner or an admin, edit and
 *  delete. */
export function CustomViewPage() {
  const role = useAppStore((state) => state.me.data?.user_type ?? null);
  const { viewId } = useParams();
  const id = Number(viewId);
  if (role === null) return null;
  if (!CUSTOM_VIEWERS.includes(role)) return <CustomForbidden />;
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ViewScreen id={id} />;
}

function ViewScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const view = useQuery(viewQueryOptions(id));
  useDocumentTitle(view.data?.name ?? t('analytics.custom.title'));
  if (view.isError) {
    if (toApiError(view.error).status === 404) return <NotFound />;
    return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  }
  if (!view.data) return <LoadingBlock label={t('analytics.custom.loading')} />;
  return <ViewBody view={view.data} />;
}

function ViewBody({ view }: { view: AnalyticsView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { range, chosen } = usePeriod(view.period);
  const metrics = useQuery(metricsQueryOptions());
  const options = useQuery({ ...viewOptionsQueryOptions(), enabled: view.can_edit });
  const data = useQuery({
    ...viewDataQueryOptions(view.id, chosen ? range : null),
    enabled: !chosen || range !== null,
  });
  const deletion = deleteViewMutation();
  const remove = useConfirmAction(
    {
      ...deletion,
      // Back to the list first: the view's own read must not ask again for what is gone.
      onSuccess: async (...args) => {
        void navigate(analyticsPaths.custom, { replace: true });
        await deletion.onSuccess?.(...args);
      },
    },
    (target: AnalyticsView) => target.id,
    (_id, target) => t('analytics.custom.deleted', { name: target.name }),
  );
  const metric = metrics.data?.find((m) => m.id === view.metric);
  const metricName = metricWords(metric, i18n.language).name || view.metric;
  const result = data.data;
  const description =
    chosen && range === null
      ? t('analytics.period.pick')
      : result
        ? t('analytics.period.compared', {
            from: dayText(result.from),
            to: dayText(result.to),
            previousFrom: dayText(result.previous_from),
            previousTo: dayText(result.previous_to),
          })
        : '';
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Button
          component={RouterLink}
          to={analyticsPaths.custom}
          startIcon={<ArrowBack />}
          size="small"
          sx={{ mb: 1 }}
        >
          {t('analytics.custom.back')}
        </Button>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {view.name}
            </Typography>
            <Typography color="text.secondary">
              {t('analytics.custom.card.what', {
                metric: metricName,
                by: t(`analytics.equity.by.${view.dimension}`).toLowerCase(),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('analytics.custom.card.owner', { name: view.owner.name })}
            </Typography>
            {view.shared_with.includes('leader') ? (
              <Chip
                size="small"
                color="primary"
                label={t('analytics.custom.card.shared')}
                sx={{ mt: 1 }}
              />
            ) : null}
          </Box>
          {view.can_edit ? (
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => setEditing(true)}
                disabled={!options.data || !metrics.data}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('analytics.custom.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => remove.ask(view)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('analytics.custom.delete')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Box>
      {result?.scope === 'team' ? (
        <Alert severity="info" data-testid="scope-note">
          {t('analytics.custom.view.team', {
            count: result.total.members,
            people: formatNumber(result.total.members, i18n.language),
          })}
        </Alert>
      ) : null}
      <PeriodPicker description={description} fallback={view.period} />
      {data.isError ? (
        <LoadError error={data.error} onRetry={() => void data.refetch()} />
      ) : !result || !metrics.data ? (
        chosen && range === null ? null : (
          <LoadingBlock label={t('analytics.custom.loading')} />
        )
      ) : (
        <ViewFigures result={result} metric={metric} chart={view.chart} title={view.name} />
      )}
      <DigestControl view={view} />
      {editing && options.data && metrics.data ? (
        <ViewEditor
          view={view}
          options={options.data}
          metrics={metrics.data}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      <ConfirmActionDialog
        action={remove}
        title={t('analytics.custom.deleteTitle')}
        body={(target) => t('analytics.custom.deleteBody', { name: target.name })}
        confirmLabel={t('analytics.custom.delete')}
      />
    </Stack>
  );
}
