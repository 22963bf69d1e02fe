import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { metricsQueryOptions, type AnalyticsMetric } from '../api/analytics';
import {
  viewOptionsQueryOptions,
  viewsQueryOptions,
  type AnalyticsView,
} from '../api/custom-views';
import { CustomForbidden } from '../components/custom-forbidden';
import { ViewEditor } from '../components/view-editor';
import { CUSTOM_VIEWERS } from '../lib/custom-views';
import { metricWords } from '../lib/format';
import { analyticsPaths } from '../paths';

/** `/charts/custom` "Análisis a medida" (ANA-4): the saved views the person may open (an admin,
 *  every view of the organisation; a leader, their own and those shared with leaders) and
 *  "Nuevo análisis". Others are told the page is not for them. */
export function CustomViewsPage() {
  const { t } = useTranslation();
  const role = useAppStore((state) => state.me.data?.user_type ?? null);
  const allowed = role !== null && CUSTOM_VIEWERS.includes(role);
  useDocumentTitle(allowed ? t('analytics.custom.title') : null);
  if (role === null) return null;
  if (!allowed) return <CustomForbidden />;
  return <ViewsList />;
}

function ViewsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const views = useQuery(viewsQueryOptions());
  const options = useQuery(viewOptionsQueryOptions());
  const metrics = useQuery(metricsQueryOptions());
  const failed = views.isError
    ? views
    : options.isError
      ? options
      : metrics.isError
        ? metrics
        : null;
  const ready = views.data && options.data && metrics.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}
      >
        <Box>
          <Typography variant="h1">{t('analytics.custom.title')}</Typography>
          <Typography color="text.secondary">{t('analytics.custom.description')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing(true)}
          disabled={!options.data || !metrics.data}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {t('analytics.custom.new')}
        </Button>
      </Stack>
      {failed ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !ready ? (
        <LoadingBlock label={t('analytics.custom.loading')} />
      ) : views.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('analytics.custom.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('analytics.custom.empty.body')}
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing(true)}>
            {t('analytics.custom.empty.action')}
          </Button>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t('analytics.custom.listLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {views.data.map((view) => (
            <ViewCard key={view.id} view={view} metrics={metrics.data} />
          ))}
        </Box>
      )}
      {editing && options.data && metrics.data ? (
        <ViewEditor
          view={null}
          options={options.data}
          metrics={metrics.data}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            void navigate(analyticsPaths.view(saved.id));
          }}
        />
      ) : null}
    </Stack>
  );
}

function ViewCard({ view, metrics }: { view: AnalyticsView; metrics: AnalyticsMetric[] }) {
  const { t, i18n } = useTranslation();
  const metric = metrics.find((m) => m.id === view.metric);
  const metricName = metricWords(metric, i18n.language).name || view.metric;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="custom-view"
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Link
        component={RouterLink}
        to={analyticsPaths.view(view.id)}
        variant="h6"
        underline="hover"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {view.name}
      </Link>
      <Typography variant="body2">
        {t('analytics.custom.card.what', {
          metric: metricName,
          by: t(`analytics.equity.by.${view.dimension}`).toLowerCase(),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[t(`analytics.period.${view.period}`), t(`analytics.custom.chart.${view.chart}`)].join(
          ' · ',
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('analytics.custom.card.owner', { name: view.owner.name })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {view.shared_with.includes('leader') ? (
          <Chip size="small" color="primary" label={t('analytics.custom.card.shared')} />
        ) : null}
        {view.subscription ? (
          <Chip
            size="small"
            variant="outlined"
            label={t(`analytics.custom.card.digest.${view.subscription.frequency}`)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
