import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DownloadButton } from '@/components/download-button';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  DIMENSIONS,
  exportResultsMutation,
  resultsQueryOptions,
  surveyQueryOptions,
  type Dimension,
  type ResultsParams,
  type SurveyResults,
} from '../../api/admin-surveys';
import { surveyLanguage } from '../../api/surveys';
import { useSegmentLabel } from '../../lib/country-name';
import { scalesOf, type Scale } from '../../lib/result-values';
import { inLanguage } from '../../lib/survey-text';

import { ActionPlans } from './action-plans';
import { Comments } from './comments';
import { Heatmap } from './heatmap';
import { Participation } from './participation';
import { QuestionResult } from './question-result';
import { TrendSection } from './trend';

export type SurveyResultsPageProps = {
  surveyId: number;
  onBack: () => void;
  onEdit: () => void;
};

/** A survey's results, all through the privacy engine: a cycle, a breakdown (department,
 *  country, tenure) and one filter; the summary, each question's distribution, the heatmap,
 *  comments (or why they are hidden), the workbook, and the action plans. */
export function SurveyResultsPage({ surveyId, onBack, onEdit }: SurveyResultsPageProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = surveyLanguage(i18n.language);
  const survey = useQuery(surveyQueryOptions(surveyId));
  const [cycle, setCycle] = useState<number | null>(null);
  const [by, setBy] = useState<Dimension>('department');
  const [filterDimension, setFilterDimension] = useState<Dimension | ''>('');
  const [filterValue, setFilterValue] = useState('');
  const filter = filterDimension && filterValue ? `${filterDimension}:${filterValue}` : null;
  const params: ResultsParams = { cycle, by, filter, language };
  const results = useQuery(resultsQueryOptions(surveyId, params));
  // The values a filter may take: the segments of that dimension (unfiltered).
  const filterOptions = useQuery({
    ...resultsQueryOptions(surveyId, {
      cycle,
      by: filterDimension || 'department',
      filter: null,
      language,
    }),
    enabled: filterDimension !== '',
  });
  const segmentLabel = useSegmentLabel();
  const title = survey.data ? inLanguage(survey.data.title, i18n.language) : '';
  useDocumentTitle(t('surveys.results.pageTitle', { title }));
  const fileName = `encuesta-${surveyId}-resultados.xlsx`;

  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('surveys.admin.editor.back')}
        </Button>
        <Button startIcon={<EditOutlined />} onClick={onEdit}>
          {t('surveys.results.edit')}
        </Button>
      </Stack>
      <SectionHeader
        title={t('surveys.results.title', { title })}
        description={t('surveys.results.description')}
        action={
          <DownloadButton
            mutation={exportResultsMutation(surveyId, params)}
            fileName={fileName}
            label={t('surveys.results.export')}
            icon={<FileDownloadOutlined />}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput
            id={`${id}-cycle`}
            label={t('surveys.results.cycle')}
            value={cycle === null ? '' : String(cycle)}
            onChange={(event) => setCycle(event.target.value ? Number(event.target.value) : null)}
            options={[
              { value: '', label: t('surveys.results.currentCycle') },
              ...(results.data?.cycles ?? []).map((entry) => ({
                value: String(entry),
                label: t('surveys.results.cycleNumber', { number: entry }),
              })),
            ]}
          />
          <SelectInput
            id={`${id}-by`}
            label={t('surveys.results.by')}
            value={by}
            onChange={(event) => setBy(event.target.value as Dimension)}
            options={DIMENSIONS.map((dimension) => ({
              value: dimension,
              label: t(`surveys.admin.dimensions.${dimension}`),
            }))}
          />
          <SelectInput
            id={`${id}-filter`}
            label={t('surveys.results.filterBy')}
            value={filterDimension}
            onChange={(event) => {
              setFilterDimension(event.target.value as Dimension | '');
              setFilterValue('');
            }}
            options={[
              { value: '', label: t('surveys.results.noFilter') },
              ...DIMENSIONS.map((dimension) => ({
                value: dimension,
                label: t(`surveys.admin.dimensions.${dimension}`),
              })),
            ]}
          />
          {filterDimension ? (
            <SelectInput
              id={`${id}-filter-value`}
              label={t('surveys.results.filterValue')}
              value={filterValue}
              onChange={(event) => setFilterValue(event.target.value)}
              options={[
                { value: '', label: t('surveys.results.everyone') },
                ...(filterOptions.data?.rows ?? []).flatMap((row) =>
                  row.value === null
                    ? []
                    : [
                        {
                          value: row.value,
                          label: segmentLabel(filterDimension, row.value, row.label),
                        },
                      ],
                ),
              ]}
            />
          ) : null}
        </Stack>
      </Paper>
      <QueryContent query={results} loadingLabel={t('surveys.results.loading')}>
        {(data) => (
          <ResultsBody
            data={data}
            headingId={id}
            surveyId={surveyId}
            by={by}
            scales={scalesOf(survey.data?.form.definition.questions)}
          />
        )}
      </QueryContent>
      {(results.data?.cycles.length ?? 0) >= 2 ? (
        <TrendSection surveyId={surveyId} language={language} />
      ) : null}
      <ActionPlans surveyId={surveyId} questions={results.data?.questions ?? []} />
    </Stack>
  );
}

function ResultsBody({
  data,
  headingId,
  surveyId,
  by,
  scales,
}: {
  data: SurveyResults;
  headingId: string;
  surveyId: number;
  by: Dimension;
  scales: ReadonlyMap<string, Scale>;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const population = data.rows[0];
  const byId = new Map(data.questions.map((question) => [question.id, question]));
  const titleOf = (questionId: string) => {
    const [base = questionId, row] = questionId.split('.');
    const question = byId.get(base);
    const rowLabel = row ? question?.rows?.find((entry) => entry.id === row)?.label : undefined;
    return {
      question,
      title: rowLabel ? `${question?.title ?? base}: ${rowLabel}` : (question?.title ?? base),
    };
  };

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
        data-testid="results-summary"
      >
        <Summary label={t('surveys.results.audience')} value={format.number(data.audience)} />
        <Summary
          label={t('surveys.results.responses')}
          value={
            data.responses === null
              ? t('surveys.results.fewerThanK', { k: format.number(data.k) })
              : format.number(data.responses)
          }
        />
        <Summary
          label={t('surveys.results.rate')}
          value={data.response_rate === null ? '—' : format.percent(data.response_rate)}
        />
      </Box>
      <ReleaseNote asOf={data.as_of} heldBack={data.held_back} />
      {data.refused ? (
        <Alert severity="warning" role="status">
          {t('surveys.results.refused')}
        </Alert>
      ) : null}
      {!data.refused && population ? (
        <>
          <Typography id={`${headingId}-questions`} variant="h2">
            {t('surveys.results.questions')}
          </Typography>
          <Stack spacing={2} aria-labelledby={`${headingId}-questions`}>
            {population.items.map((item) => {
              const { question, title } = titleOf(item.question_id);
              return (
                <QuestionResult
                  key={item.question_id}
                  question={question}
                  title={title}
                  item={item}
                  k={data.k}
                />
              );
            })}
          </Stack>
          <Typography variant="h2">{t('surveys.results.heatmap')}</Typography>
          <Heatmap
            results={data}
            caption={t('surveys.results.heatmapCaption')}
            by={by}
            scales={scales}
          />
          <Participation results={data} by={by} />
        </>
      ) : null}
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h2">{t('surveys.results.comments')}</Typography>
          {data.comments_hidden ? (
            <Typography color="text.secondary">
              {t('surveys.results.commentsHidden', { k: format.number(data.k_comments) })}
            </Typography>
          ) : data.comments.length === 0 ? (
            <Typography color="text.secondary">{t('surveys.results.noComments')}</Typography>
          ) : (
            <Comments
              surveyId={surveyId}
              comments={data.comments}
              titleOf={(questionId) => titleOf(questionId).title}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** While a cycle takes answers its figures are a release (SUR-★1): the day it counts up to,
 *  and that newer answers wait until they cannot single anyone out. */
export function ReleaseNote({ asOf, heldBack }: { asOf: string | null; heldBack: boolean }) {
  const { t, i18n } = useTranslation();
  if (!asOf && !heldBack) return null;
  return (
    <Stack spacing={0.5} data-testid="results-release">
      {asOf ? (
        <Typography variant="body2" color="text.secondary">
          {t('surveys.results.asOf', {
            date: formatDate(asOf, { language: i18n.language, todayLabel: t('dates.today') }),
          })}
        </Typography>
      ) : null}
      {heldBack ? (
        <Typography variant="body2" color="text.secondary">
          {t('surveys.results.heldBack')}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}
