import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { privacyPreviewQueryOptions, type PrivacyPreview } from '../../api/admin-surveys';

type Cell = PrivacyPreview['dimensions'][number]['cells'][number];
const RATES = ['60', '80', '100'] as const;

/** SUR-★4: before launch, which segments of the audience would be hidden if 60, 80 or 100 % of
 *  them answered (fewer than k answers, or hidden so a smaller one cannot be worked out). */
export function PrivacyPreviewSection({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const preview = useQuery(privacyPreviewQueryOptions(surveyId));
  const hidden = (value: boolean) =>
    value ? (
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {t('surveys.admin.privacy.hidden')}
      </Typography>
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('surveys.admin.privacy.shown')}
      </Typography>
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="privacy-preview"
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h3" component="h3">
          {t('surveys.admin.privacy.title')}
        </Typography>
        <QueryContent query={preview} loadingLabel={t('admin.common.loading')}>
          {(data) => (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                {t('surveys.admin.privacy.summary', {
                  audience: format.number(data.audience),
                  k: format.number(data.k),
                })}
              </Typography>
              {data.dimensions.map((dimension) => (
                <DataTable<Cell>
                  key={dimension.dimension}
                  caption={t(`surveys.admin.dimensions.${dimension.dimension}`)}
                  rows={dimension.cells}
                  rowKey={(cell) => cell.value}
                  columns={[
                    {
                      key: 'segment',
                      header: t('surveys.admin.privacy.segment'),
                      rowHeader: true,
                      render: (cell) => cell.label,
                    },
                    {
                      key: 'audience',
                      header: t('surveys.admin.privacy.people'),
                      align: 'right',
                      render: (cell) => format.number(cell.audience),
                    },
                    ...RATES.map((rate) => ({
                      key: rate,
                      header: t('surveys.admin.privacy.at', { rate }),
                      render: (cell: Cell) => hidden(cell.hidden_at[rate]),
                    })),
                  ]}
                />
              ))}
            </Stack>
          )}
        </QueryContent>
      </Stack>
    </Paper>
  );
}
