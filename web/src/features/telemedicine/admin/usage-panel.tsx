import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { visuallyHidden } from '@/components/forms/visually-hidden';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  usageQueryOptions,
  type TelemedicineUsage,
  type TelemedicineUsageCell,
} from '../api/admin-telemedicine';
import {
  DEFAULT_PERIOD,
  USAGE_PERIODS,
  rangeOf,
  shown,
  weekLabel,
  type UsagePeriod,
} from '../lib/usage';

/** "Uso": how many times each provider was opened per closed week, with every provider together
 *  as a chart. Each cell comes from the privacy engine: shown from k clicks up, hidden otherwise
 *  with the reason (never as a zero), "—" for a week without clicks. Nobody is named anywhere:
 *  the server keeps only counts. */
export function UsagePanel() {
  const { t } = useTranslation();
  const id = useId();
  const [period, setPeriod] = useState<UsagePeriod>(DEFAULT_PERIOD);
  const range = useMemo(() => rangeOf(period), [period]);
  const query = useQuery(usageQueryOptions(range));
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('telemedicine.admin.usage.intro')}</Typography>
      <Box sx={{ maxWidth: 320 }}>
        <SelectInput
          id={`${id}-period`}
          label={t('telemedicine.admin.usage.period')}
          value={String(period)}
          onChange={(event) => setPeriod(Number(event.target.value) as UsagePeriod)}
          options={USAGE_PERIODS.map((weeks) => ({
            value: String(weeks),
            label: t('telemedicine.admin.usage.lastWeeks', { count: weeks }),
          }))}
        />
      </Box>
      <QueryContent
        query={query}
        loadingLabel={t('telemedicine.admin.usage.loading')}
        isEmpty={(data) => data.weeks.length === 0 || data.providers.length === 0}
        empty={
          <EmptyState
            icon="📊"
            title={t('telemedicine.admin.usage.empty')}
            body={t('telemedicine.admin.usage.emptyBody')}
          />
        }
      >
        {(usage) => <UsageFigures usage={usage} />}
      </QueryContent>
    </Stack>
  );
}

function UsageFigures({ usage }: { usage: TelemedicineUsage }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const chartId = useId();
  const week = (monday: string) => weekLabel(monday, i18n.language);
  const largest = Math.max(1, ...usage.totals.filter(shown).map((cell) => cell.clicks));
  const cellText = (cell: TelemedicineUsageCell) =>
    shown(cell) ? format.number(cell.clicks) : t(`telemedicine.admin.usage.state.${cell.state}`);
  return (
    <Stack spacing={2} data-testid="telemedicine-usage">
      <Typography variant="body2" role="note">
        {t('telemedicine.admin.usage.rule', { k: usage.k })}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby={chartId} sx={{ p: 2 }}>
        <Typography id={chartId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
          {t('telemedicine.admin.usage.chartTitle')}
        </Typography>
        <Box component="ul" aria-labelledby={chartId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {usage.weeks.map((monday, index) => {
            const cell = usage.totals[index] ?? { state: 'no_data', clicks: null };
            return (
              <Box
                component="li"
                key={monday}
                data-week={monday}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '3.5rem minmax(0, 1fr) minmax(5.5rem, auto)',
                  gap: 1,
                  alignItems: 'center',
                  py: 0.25,
                }}
              >
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('telemedicine.admin.usage.weekOf')}{' '}
                  </Box>
                  {week(monday)}
                </Typography>
                <Box aria-hidden sx={{ height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
                  {shown(cell) ? (
                    <Box
                      sx={{
                        width: `${Math.max(2, (cell.clicks / largest) * 100)}%`,
                        height: '100%',
                        bgcolor: 'primary.main',
                        borderRadius: 1,
                      }}
                    />
                  ) : null}
                </Box>
                <Typography
                  variant="body2"
                  color={shown(cell) ? 'text.primary' : 'text.secondary'}
                  sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {cellText(cell)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Paper>
      <TableScroll label={t('telemedicine.admin.usage.tableLabel')}>
        <Table size="small" aria-label={t('telemedicine.admin.usage.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('telemedicine.admin.usage.provider')}
              </TableCell>
              {usage.weeks.map((monday) => (
                <TableCell
                  key={monday}
                  component="th"
                  scope="col"
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-label={t('telemedicine.admin.usage.weekOfDate', { week: week(monday) })}
                >
                  {week(monday)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {usage.providers.map((provider) => (
              <TableRow key={provider.id} data-provider={provider.id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  {provider.name}
                  {provider.status !== 'published' ? (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {' '}
                      ({t(`telemedicine.admin.statusName.${provider.status}`)})
                    </Typography>
                  ) : null}
                </TableCell>
                {provider.weeks.map((cell, index) => (
                  <UsageCellView key={usage.weeks[index]} cell={cell} text={cellText(cell)} />
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('telemedicine.admin.usage.all')}
              </TableCell>
              {usage.totals.map((cell, index) => (
                <UsageCellView key={usage.weeks[index]} cell={cell} text={cellText(cell)} strong />
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableScroll>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        {(['suppressed_small', 'suppressed_complementary', 'no_data'] as const).map((state) => (
          <Box key={state} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {t(`telemedicine.admin.usage.state.${state}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(`telemedicine.admin.usage.explain.${state}`, { k: usage.k })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function UsageCellView({
  cell,
  text,
  strong = false,
}: {
  cell: TelemedicineUsageCell;
  text: string;
  strong?: boolean;
}) {
  return (
    <TableCell
      align="right"
      data-state={cell.state}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontWeight: strong ? 700 : undefined,
        color: shown(cell) ? undefined : 'text.secondary',
      }}
    >
      {text}
    </TableCell>
  );
}
