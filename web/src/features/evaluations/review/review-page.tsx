import CloseIcon from '@mui/icons-material/Close';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { FormRenderer } from '@/components/forms/form-renderer';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import type { Answers } from '@/lib/forms/types';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  declineReviewMutation,
  reviewQueryOptions,
  saveReviewMutation,
  submitReviewMutation,
} from '../api/evaluations';
import type { ReviewDetail, ReviewInput } from '../api/types';
import { ReasonDialog } from '../components/reason-dialog';
import { ReviewStatusChip } from '../components/review-card';
import { StatusLine } from '../components/status-line';
import { WRITABLE_PHASES } from '../lib/phases';
import {
  competencyAnchor,
  goalAnchor,
  itemField,
  ratingsOf,
  type RatedValue,
  type Ratings,
} from '../lib/review-items';
import { useEvaluationErrorMessage } from '../lib/use-evaluation-error';
import { reviewTitle } from '../lib/words';

import { EvidencePanel } from './evidence-panel';
import { CompetenciesSection, GoalsSection } from './review-sections';

/** A review id in the address: a positive whole number; anything else is no review. */
const REVIEW_ID = /^[1-9][0-9]{0,17}$/;

/** `/performance_evaluation/reviews/:reviewId`: one review to write (EVA-2, EVA-4, EVA-★1): the
 *  cycle's form for its direction, the competencies and goals sections with the goals score live,
 *  save as draft and send, declining for peers; the evidence panel beside it from 900 px, behind
 *  "Evidencia" on phones. Sent, declined or past the writing phase, it is shown read-only. */
export function ReviewPage() {
  const { t } = useTranslation();
  const raw = useParams().reviewId ?? '';
  const known = REVIEW_ID.test(raw);
  const reviewId = known ? Number(raw) : 0;
  const query = useQuery({ ...reviewQueryOptions(reviewId), enabled: known });
  useDocumentTitle(
    query.data
      ? reviewTitle(query.data.review.direction, query.data.review.participant.person, t)
      : t('evaluations.review.pageTitle'),
  );

  const content = (
    <ItemQueryContent
      known={known}
      query={query}
      loading={<LoadingBlock label={t('evaluations.review.loading')} />}
      notFound={<ReviewNotFound />}
      moduleOff={
        <EmptyState icon="📋" title={t('evaluations.moduleOff')} body={t('moduleOff.body')} />
      }
    >
      {(data) => <ReviewWriting key={`${reviewId}.${data.form.version}`} data={data} />}
    </ItemQueryContent>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.performanceEvaluation} underline="hover">
          {t('evaluations.review.back')}
        </Link>
      </Box>
      {content}
    </Stack>
  );
}

function ReviewNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="📋"
      title={t('evaluations.review.notFound')}
      body={t('evaluations.review.notFoundBody')}
    />
  );
}

type Failure = { error: unknown } | null;

/** The competencies and goals not rated yet, as the server names them on sending. */
function missingRatings(
  data: ReviewDetail,
  competencies: Ratings,
  goals: Ratings,
  messages: { competency: string; goal: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { value } of data.competencies)
    if (!competencies[value.id]?.rating)
      errors[itemField('competencies', value.id)] = messages.competency;
  for (const { goal } of data.goals)
    if (!goals[goal.id]?.rating) errors[itemField('goals', goal.id)] = messages.goal;
  return errors;
}

/** Focuses the first competency or goal named by `errors`, in the page's order. */
function focusFirst(data: ReviewDetail, errors: Record<string, string>) {
  const anchors = [
    ...data.competencies.map(({ value }) => [
      `competencies.${value.id}`,
      competencyAnchor(value.id),
    ]),
    ...data.goals.map(({ goal }) => [itemField('goals', goal.id), goalAnchor(goal.id)]),
  ];
  const first = anchors.find(([field]) => field !== undefined && errors[field] !== undefined);
  if (first?.[1]) document.getElementById(first[1])?.focus();
}

function ReviewWriting({ data }: { data: ReviewDetail }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const errorMessage = useEvaluationErrorMessage();
  const evidenceHeading = useId();
  const { review } = data;
  const title = reviewTitle(review.direction, review.participant.person, t);
  const [competencies, setCompetencies] = useState<Ratings>(() =>
    ratingsOf(data.competencies, (item) => item.value.id),
  );
  const [goals, setGoals] = useState<Ratings>(() => ratingsOf(data.goals, (item) => item.goal.id));
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<Failure>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [declining, setDeclining] = useState(false);
  const [evidenceOpen, setEvidenceOpen] = useState(false);
  const save = useMutation(saveReviewMutation(review.id));
  const submit = useMutation(submitReviewMutation(review.id));

  const open = review.status === 'not_started' || review.status === 'draft';
  const writable = open && WRITABLE_PHASES.includes(review.cycle.phase);
  const readOnly = !writable;

  const body = (answers: Answers): ReviewInput => ({
    answers,
    competencies: data.competencies.map(({ value }) => ({
      value_id: value.id,
      rating: competencies[value.id]?.rating ?? null,
      ...(competencies[value.id]?.comment.trim()
        ? { comment: competencies[value.id]!.comment.trim() }
        : {}),
    })),
    goals: data.goals.map(({ goal }) => ({
      goal_id: goal.id,
      rating: goals[goal.id]?.rating ?? null,
      ...(goals[goal.id]?.comment.trim() ? { comment: goals[goal.id]!.comment.trim() } : {}),
    })),
  });

  /** A refusal: the answers' problems to the form, the competencies' and goals' to theirs, the
   *  rest above the buttons. */
  const refused = (error: unknown) => {
    const problem = toApiError(error);
    const fields = Object.entries(problem.fields);
    if (fields.length === 0) {
      setFailure({ error });
      return;
    }
    const answers = Object.fromEntries(fields.filter(([field]) => field.startsWith('answers')));
    const items = Object.fromEntries(fields.filter(([field]) => !field.startsWith('answers')));
    setServerErrors(Object.keys(answers).length > 0 ? answers : undefined);
    setItemErrors(items);
    if (Object.keys(answers).length === 0) focusFirst(data, items);
    if (Object.keys(answers).length === 0 && Object.keys(items).length === 0) setFailure({ error });
  };

  const saveDraft = (answers: Answers) => {
    setFailure(null);
    save.mutate(body(answers), {
      onSuccess: () => {
        setSavedAt(Date.now());
        setItemErrors({});
        showToast(t('evaluations.review.saved'), 'success');
      },
      onError: refused,
    });
  };

  const onSubmit = async (answers: Answers) => {
    setFailure(null);
    const missing = missingRatings(data, competencies, goals, {
      competency: t('evaluations.review.rateCompetency'),
      goal: t('evaluations.review.rateGoal'),
    });
    setItemErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirst(data, missing);
      throw new Error('ratings missing');
    }
    try {
      await submit.mutateAsync(body(answers));
    } catch (error) {
      refused(error);
      throw error;
    }
    showToast(t('evaluations.review.submitted', { title }), 'success');
    void navigate(paths.performanceEvaluation);
  };

  const changeItem =
    (set: (update: (ratings: Ratings) => Ratings) => void, kind: 'competencies' | 'goals') =>
    (id: number, value: RatedValue) => {
      set((ratings) => ({ ...ratings, [id]: value }));
      if (value.rating)
        setItemErrors((errors) =>
          Object.fromEntries(
            Object.entries(errors).filter(([field]) => field !== itemField(kind, id)),
          ),
        );
    };

  const sections = (
    <>
      {data.competencies.length > 0 ? (
        <CompetenciesSection
          items={data.competencies}
          ratings={competencies}
          onChange={changeItem(setCompetencies, 'competencies')}
          errors={itemErrors}
          readOnly={readOnly}
        />
      ) : null}
      {data.goals.length > 0 ? (
        <GoalsSection
          items={data.goals}
          ratings={goals}
          onChange={changeItem(setGoals, 'goals')}
          errors={itemErrors}
          readOnly={readOnly}
        />
      ) : null}
    </>
  );

  const evidence = <EvidencePanel reviewId={review.id} headingId={evidenceHeading} />;
  const itemProblems = Object.keys(itemErrors).length;

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <ReviewStatusChip status={review.status} />
          <Typography variant="body2" color="text.secondary">
            {review.cycle.name}
          </Typography>
        </Stack>
        <StatusLine line={review.status_line} testId="review-status-line" />
        {review.direction === 'peer' || review.direction === 'upward' ? (
          <Alert severity="info">{t('evaluations.review.anonymous')}</Alert>
        ) : null}
        {review.status === 'submitted' ? (
          <Alert severity="success">
            {review.submitted_at ? (
              <>
                {t('evaluations.review.submittedOn')} <DateTimeText value={review.submitted_at} />
              </>
            ) : (
              t('evaluations.review.submittedAlready')
            )}
          </Alert>
        ) : review.status === 'declined' ? (
          <Alert severity="info">
            {t('evaluations.review.declinedAlready')}
            {review.decline_reason ? ` ${review.decline_reason}` : ''}
          </Alert>
        ) : open && !writable ? (
          <Alert severity="warning">{t('evaluations.review.phaseClosed')}</Alert>
        ) : null}
        {!wide ? (
          <Box>
            <Button
              variant="outlined"
              startIcon={<InsightsOutlined />}
              onClick={() => setEvidenceOpen(true)}
              aria-haspopup="dialog"
            >
              {t('evaluations.evidence.open')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 260px',
            lg: 'minmax(0, 1fr) 340px',
          },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {review.status === 'declined' ? (
            <Typography color="text.secondary">{t('evaluations.review.nothingToShow')}</Typography>
          ) : (
            <FormRenderer
              definition={data.form.definition}
              context={data.context}
              defaultValues={data.answers}
              readOnly={readOnly}
              onSubmit={onSubmit}
              submitLabel={t('evaluations.review.submit')}
              serverErrors={serverErrors}
              beforeSubmit={(answers) => (
                <Stack spacing={3}>
                  {sections}
                  {itemProblems > 0 ? (
                    <Alert severity="error" role="alert">
                      {t('evaluations.review.itemProblems', { count: itemProblems })}
                    </Alert>
                  ) : null}
                  {failure ? (
                    <Alert severity="error" role="alert">
                      {errorMessage(failure.error)}
                    </Alert>
                  ) : null}
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Button
                      variant="outlined"
                      loading={save.isPending}
                      onClick={() => saveDraft(answers)}
                    >
                      {t('evaluations.review.saveDraft')}
                    </Button>
                    {review.direction === 'peer' ? (
                      <Button color="error" onClick={() => setDeclining(true)}>
                        {t('evaluations.review.decline')}
                      </Button>
                    ) : null}
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                      {savedAt ? (
                        <>
                          {t('evaluations.review.savedAt')} <DateTimeText value={savedAt} />
                        </>
                      ) : null}
                    </Typography>
                  </Stack>
                </Stack>
              )}
            />
          )}
          {readOnly && review.status !== 'declined' ? (
            <Stack spacing={3} sx={{ mt: 3 }}>
              {sections}
            </Stack>
          ) : null}
        </Paper>
        {wide ? (
          <Paper
            component="aside"
            variant="outlined"
            aria-labelledby={evidenceHeading}
            tabIndex={0}
            sx={{
              p: 2,
              minWidth: 0,
              position: 'sticky',
              top: 16,
              maxHeight: 'calc(100vh - 96px)',
              overflowY: 'auto',
            }}
          >
            {evidence}
          </Paper>
        ) : null}
      </Box>
      {!wide ? (
        <Drawer
          anchor="right"
          open={evidenceOpen}
          onClose={() => setEvidenceOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': evidenceHeading,
              sx: { width: { xs: '100%', sm: 420 }, p: 2 },
            },
          }}
        >
          {evidenceOpen ? (
            <Stack spacing={1}>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <IconButton
                  onClick={() => setEvidenceOpen(false)}
                  aria-label={t('evaluations.evidence.close')}
                >
                  <CloseIcon />
                </IconButton>
              </Box>
              {evidence}
            </Stack>
          ) : null}
        </Drawer>
      ) : null}
      {declining ? (
        <ReasonDialog
          title={t('evaluations.review.declineTitle', {
            name: review.participant.person.full_name,
          })}
          intro={t('evaluations.review.declineIntro')}
          label={t('evaluations.review.declineReason')}
          submitLabel={t('evaluations.review.decline')}
          required
          destructive
          mutation={declineReviewMutation(review.id)}
          successToast={t('evaluations.review.declined')}
          onClose={() => setDeclining(false)}
          onDone={() => void navigate(paths.performanceEvaluation)}
        />
      ) : null}
    </Stack>
  );
}
