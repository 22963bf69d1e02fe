import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  draftPrivacyPreviewQueryOptions,
  privacyPreviewQueryOptions,
  type PrivacyPreview,
  type SurveyAudience,
} from '../../api/admin-surveys';
import { surveyLanguage } from '../../api/surveys';
import { useSegmentLabel } from '../../lib/country-name';

type Cell = PrivacyPreview['dimensions'][number]['cells'][number];
const RATES = ['60', '80', '100'] as const;
const EVERYONE: SurveyAudience = { everyone: true, departments: [], groups: [], countries: [] };

/** Whether an audience names anyone (everyone, or some department, group or country). */
const reaches = (audience: SurveyAudience) =>
  audience.everyone ||
  audience.departments.length + audience.groups.length + audience.countries.length > 0;

/** How long the audience and k must stay unchanged before an unsaved survey's preview is asked. */
export const PREVIEW_DELAY_MS = 400;

/** The audience and k of a survey not saved yet (k null: the organisation's). */
export type DraftAudience = { audience: SurveyAudience; k: number | null };

export type PrivacyPreviewSectionProps =
  { surveyId: number; draft?: never } | { surveyId?: never; draft: DraftAudience };

/** SUR-★4: before launch, which segments of the audience would be hidden if 60, 80 or 100 % of
 *  them answered (fewer than k answers, or hidden so a smaller one cannot be worked out). A saved
 *  survey's is read from the server (GET); an unsaved one's is asked for the audience and k as
 *  typed (POST), once they stop changing. */
export function PrivacyPreviewSection({ surveyId, draft }: PrivacyPreviewSectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const segmentLabel = useSegmentLabel();
  const language = surveyLanguage(i18n.language);
  const asked = useDebouncedValue(draft ?? null, PREVIEW_DELAY_MS);
  const saved = useQuery({
    ...privacyPreviewQueryOptions(surveyId ?? 0),
    enabled: surveyId !== undefined,
  });
  const unsaved = useQuery({
    ...draftPrivacyPreviewQueryOptions(asked?.audience ?? EVERYONE, asked?.k ?? null, language),
    enabled: asked !== null && reaches(asked.audience),
  });
  const preview = surveyId !== undefined ? saved : unsaved;
  // An unsaved audience that names nobody has no preview (the audience section says why).
  if (draft && !reaches(draft.audience)) return null;
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
                      render: (cell) => segmentLabel(dimension.dimension, cell.value, cell.label),
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
