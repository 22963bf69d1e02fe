import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import { formatDate } from '@/lib/format-date';

import { CellText } from '../admin/results/cell-text';
import { QuestionResult } from '../admin/results/question-result';
import type { ResultQuestion } from '../api/admin-surveys';
import { surveyLanguage } from '../api/surveys';
import { teamResultsQueryOptions, type TeamGroup, type TeamResults as Results } from '../api/team';
import { isHidden } from '../lib/result-values';

import { teamAddress } from './team-address';

/** One survey's results for a leader's teams (SUR-18): per department they lead, its figures,
 *  or the nearest group published (the organisation) with why; through the privacy engine like
 *  the admins' results, with the same question cards. */
export function TeamResults({ surveyId }: { surveyId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [cycle, setCycle] = useState<number | null>(null);
  const query = useQuery(teamResultsQueryOptions(surveyId, cycle, surveyLanguage(i18n.language)));

  const back = (
    <Box>
      <Button component={RouterLink} to={teamAddress()} startIcon={<ArrowBack />}>
        {t('surveys.team.back')}
      </Button>
    </Box>
  );
  if (query.isPending)
    return (
      <Stack spacing={2}>
        {back}
        <LoadingBlock label={t('surveys.team.resultsLoading')} />
      </Stack>
    );
  if (query.isError) {
    const failure = toApiError(query.error);
    return (
      <Stack spacing={2}>
        {back}
        {failure.status === 404 || failure.status === 403 ? (
          <EmptyState
            icon="🔎"
            title={t('surveys.team.notFound')}
            body={t('surveys.team.notFoundBody')}
          />
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  const data = query.data;
  return (
    <Stack spacing={2.5}>
      {back}
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography>
        <ReleaseNote data={data} />
      </Stack>
      {data.cycles.length > 1 ? (
        <Box sx={{ maxWidth: 320 }}>
          <SelectInput
            id={`${id}-cycle`}
            label={t('surveys.results.cycle')}
            value={String(cycle ?? data.cycle)}
            onChange={(event) => setCycle(Number(event.target.value))}
            options={data.cycles.map((entry) => ({
              value: String(entry),
              label: t('surveys.results.cycleNumber', { number: entry }),
            }))}
          />
        </Box>
      ) : null}
      <Stack spacing={3} aria-label={t('surveys.team.groupsLabel')}>
        {data.groups.map((group) => (
          <TeamGroupResult key={group.department_id} group={group} data={data} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Which answers the figures count while the cycle takes answers ("Resultados con las
 *  respuestas hasta el …"), and that some are held back. */
function ReleaseNote({ data }: { data: Results }) {
  const { t, i18n } = useTranslation();
  if (!data.as_of && !data.held_back) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="team-release">
      {data.as_of
        ? t('surveys.team.asOf', {
            date: formatDate(data.as_of, { language: i18n.language, todayLabel: t('dates.today') }),
          })
        : null}
      {data.as_of && data.held_back ? ' ' : null}
      {data.held_back ? t('surveys.team.heldBack') : null}
    </Typography>
  );
}

/** A question's title as shown (a matrix row's id is `<question>.<row>`). */
function titleOf(questions: readonly ResultQuestion[], questionId: string) {
  const [base = questionId, row] = questionId.split('.');
  const question = questions.find((entry) => entry.id === base);
  const rowLabel = row ? (question?.rows?.find((entry) => entry.id === row)?.label ?? row) : null;
  const title = question?.title ?? base;
  return { question, title: rowLabel ? `${title}: ${rowLabel}` : title };
}

function TeamGroupResult({ group, data }: { group: TeamGroup; data: Results }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const { row } = group;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-department`}
      data-department={group.department_id}
      data-shown={group.shown}
    >
      <Stack spacing={1.5}>
        <Typography id={`${id}-department`} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {group.department}
        </Typography>
        {group.shown === 'organization' ? (
          <Alert severity="info" role="note">
            <strong>{t('surveys.team.shownOrganization')}</strong>
            <br />
            {group.note ?? t('surveys.team.fallback', { k: format.number(data.k) })}
          </Alert>
        ) : null}
        {isHidden(row.status) || row.status === 'no_data' ? (
          <CellText status={row.status} value={null} k={data.k} />
        ) : (
          <>
            {row.respondents !== null ? (
              <Typography variant="body2" color="text.secondary">
                {t('surveys.results.respondents', {
                  count: row.respondents,
                  number: format.number(row.respondents),
                })}
              </Typography>
            ) : null}
            {row.items.length === 0 ? (
              <Typography color="text.secondary">{t('surveys.team.noQuestions')}</Typography>
            ) : (
              row.items.map((item) => {
                const { question, title } = titleOf(data.questions, item.question_id);
                return (
                  <QuestionResult
                    key={item.question_id}
                    question={question}
                    title={title}
                    item={item}
                    k={data.k}
                  />
                );
              })
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
