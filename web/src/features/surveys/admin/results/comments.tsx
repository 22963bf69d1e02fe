import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { SurveyResults } from '../../api/admin-surveys';
import { filterComments } from '../../lib/result-values';

import { CommentReplies } from './comment-thread';

type Comment = SurveyResults['comments'][number];

/** The comments shown (SUR-13), filtered by question and by a text, with how many match. */
export function Comments({
  surveyId,
  comments,
  titleOf,
}: {
  surveyId: number;
  comments: readonly Comment[];
  titleOf: (questionId: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const [questionId, setQuestionId] = useState('');
  const [search, setSearch] = useState('');
  const questions = [...new Set(comments.map((comment) => comment.question_id))];
  const shown = filterComments(comments, questionId, search);
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          id={`${id}-question`}
          label={t('surveys.results.commentsQuestion')}
          value={questionId}
          onChange={(event) => setQuestionId(event.target.value)}
          options={[
            { value: '', label: t('surveys.results.allQuestions') },
            ...questions.map((entry) => ({ value: entry, label: titleOf(entry) })),
          ]}
        />
        <SearchInput
          id={`${id}-search`}
          label={t('surveys.results.commentsSearch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('surveys.results.commentsCount', {
          count: shown.length,
          number: format.number(shown.length),
        })}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('surveys.results.commentsNone')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }} data-testid="results-comments">
          {shown.map((comment, index) => (
            <Typography component="li" key={index} sx={{ overflowWrap: 'anywhere' }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {titleOf(comment.question_id)}:{' '}
              </Typography>
              {comment.text}
              <CommentReplies surveyId={surveyId} comment={comment} />
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
