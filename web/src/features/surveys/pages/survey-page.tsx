import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { FormRenderer } from '@/components/forms/form-renderer';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import type { Answers } from '@/lib/forms/types';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import {
  saveSurveyDraft,
  sendability,
  submitSurveyMutation,
  surveyLanguage,
  surveyToAnswerQueryOptions,
  type SurveyResponse,
  type SurveyToAnswer,
} from '../api/surveys';
import { AllowRepliesField } from '../components/allow-replies-field';
import { ConfidentialityExplained } from '../components/confidentiality-note';
import { hasComment } from '../lib/open-text';

/** A survey id in the address: a positive whole number; anything else is no survey. */
const SURVEY_ID = /^[1-9][0-9]{0,17}$/;

/** `/surveys/:surveyId`: one survey to answer, in the person's language, starting from the draft
 *  kept on the server (any device), saved as they type; then a thank-you with the points earned.
 *  Closed, paused, answered and unknown surveys say so. */
export function SurveyPage() {
  const { t, i18n } = useTranslation();
  const raw = useParams().surveyId ?? '';
  const known = SURVEY_ID.test(raw);
  const surveyId = known ? Number(raw) : 0;
  const language = surveyLanguage(i18n.language);
  const query = useQuery({ ...surveyToAnswerQueryOptions(surveyId, language), enabled: known });
  // The survey may pause or close while the person answers: read it again when they come back
  // to the window (the live hint surveys.pending reads it again too, PendingSurveysListener).
  const { refetch } = query;
  useEffect(() => {
    if (!known) return undefined;
    const refresh = () => void refetch();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [known, refetch]);
  useDocumentTitle(query.data?.survey.title ?? t('surveys.answer.pageTitle'));

  const content = (
    <ItemQueryContent
      known={known}
      query={query}
      loading={
        <Paper
          variant="outlined"
          role="status"
          aria-label={t('surveys.answer.loading')}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Skeleton variant="text" width="60%" height={44} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Paper>
      }
      notFound={<SurveyNotFound />}
    >
      {(data) => (
        <SurveyAnswering
          key={`${surveyId}.${data.form.version}.${language}`}
          surveyId={surveyId}
          data={data}
        />
      )}
    </ItemQueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      {content}
    </Stack>
  );
}

function BackToSurveys({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.surveys} variant={variant}>
      {t('surveys.answer.back')}
    </Button>
  );
}

function SurveyNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="🗳️"
      title={t('surveys.answer.notFound')}
      body={t('surveys.answer.notFoundBody')}
      action={<BackToSurveys />}
    />
  );
}

/** Why a survey takes no answers: closed, answered (once per cycle), or refused as not open
 *  (paused, or closed meanwhile). */
type Unavailable = 'closed' | 'notOpen' | 'answered';

/** Why a survey takes no answers now, or null when it does. */
function closedReason(data: SurveyToAnswer): Unavailable | null {
  const { survey } = data;
  if (survey.state === 'closed') return 'closed';
  if (survey.state === 'answered' && !survey.multi_response) return 'answered';
  return null;
}

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

function SurveyAnswering({ surveyId, data }: { surveyId: number; data: SurveyToAnswer }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const { survey, form, group } = data;
  const attempts = useIdempotencyAttempts();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<unknown>(null);
  const [refused, setRefused] = useState<Unavailable | null>(null);
  const [sent, setSent] = useState<SurveyResponse | null>(null);
  const [draftState, setDraftState] = useState<DraftState>('idle');
  const [allowReplies, setAllowReplies] = useState(false);
  const sending = useRef(false);
  const send = useMutation(submitSurveyMutation(surveyId));

  // Closed or answered when the page opened: nothing to answer. Paused or closed since (read
  // again live or on focus): the answers stay on the page and sending waits.
  const [initialReason] = useState(() => closedReason(data));
  const reason = refused ?? initialReason;
  const now = sendability(survey);
  const blocked = now === 'open' ? null : now;
  if (sent) return <ThankYou title={survey.title} response={sent} />;

  const onDraft = (answers: Answers) => {
    // A paused or closed survey takes no drafts (409); the last one saved stays.
    if (sending.current || reason || blocked) return;
    setDraftState('saving');
    saveSurveyDraft(surveyId, form.version, answers).then(
      () => setDraftState('saved'),
      () => setDraftState('failed'),
    );
  };

  const onSubmit = async (answers: Answers) => {
    setFailure(null);
    sending.current = true;
    const body = {
      version: form.version,
      answers,
      allow_replies: allowReplies && hasComment(form.definition, answers),
    };
    try {
      const response = await send.mutateAsync({ ...body, key: attempts.keyFor(body) });
      attempts.reset();
      setSent(response);
      void refreshNotificationCounts();
    } catch (error) {
      sending.current = false;
      const problem = toApiError(error);
      if (Object.keys(problem.fields).length > 0) setServerErrors({ ...problem.fields });
      else if (problem.code === 'survey_not_open') setRefused('notOpen');
      else if (problem.code === 'already_answered') setRefused('answered');
      else setFailure(error);
      throw error;
    }
  };

  return (
    <>
      <Stack spacing={1}>
        <Typography variant="h1">{survey.title}</Typography>
        {survey.description ? (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {survey.description}
          </Typography>
        ) : null}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {survey.points > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.answer.points', {
                count: survey.points,
                points: format.number(survey.points),
              })}
            </Typography>
          ) : null}
          {survey.closes_on ? (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.card.closesOn')} <DateText value={survey.closes_on} />
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {reason ? (
        <EmptyState
          icon={reason === 'answered' ? '✅' : '🔒'}
          title={t(`surveys.answer.unavailable.${reason}`)}
          body={t(`surveys.answer.unavailableBody.${reason}`)}
          action={<BackToSurveys />}
        />
      ) : (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('surveys.answer.privacyLabel')}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack spacing={1.5}>
              <ConfidentialityExplained mode={survey.confidentiality} />
              {group && survey.confidentiality !== 'attributed' ? (
                <Typography variant="body2" color="text.secondary" data-testid="survey-group">
                  {t('surveys.answer.group', {
                    count: group.audience,
                    people: format.number(group.audience),
                    k: format.number(group.k),
                  })}
                </Typography>
              ) : null}
            </Stack>
          </Paper>
          {data.draft ? (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.answer.draftRestored')}
            </Typography>
          ) : null}
          {blocked ? (
            <Alert
              severity={blocked === 'paused' ? 'info' : 'warning'}
              role="status"
              data-testid="survey-blocked"
            >
              {t(
                blocked === 'paused'
                  ? 'surveys.answer.pausedBanner'
                  : 'surveys.answer.closedBanner',
              )}
            </Alert>
          ) : null}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <FormRenderer
              definition={form.definition}
              context={form.context}
              defaultValues={data.draft?.answers}
              onSubmit={onSubmit}
              onDraft={onDraft}
              submitLabel={t('surveys.answer.submit')}
              submitDisabled={blocked !== null}
              serverErrors={serverErrors}
              beforeSubmit={(answers) =>
                hasComment(form.definition, answers) ? (
                  <AllowRepliesField checked={allowReplies} onChange={setAllowReplies} />
                ) : null
              }
            />
            <Typography
              variant="body2"
              color={draftState === 'failed' ? 'error' : 'text.secondary'}
              aria-live="polite"
              sx={{ mt: 1.5, minHeight: '1.5em' }}
            >
              {draftState === 'idle' ? '' : t(`surveys.answer.draft.${draftState}`)}
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {errorMessage(failure)}
              </Alert>
            ) : null}
          </Paper>
        </>
      )}
    </>
  );
}

function ThankYou({ title, response }: { title: string; response: SurveyResponse }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <TaskAlt color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('surveys.answer.thanks')}
        </Typography>
        <Typography color="text.secondary">{t('surveys.answer.thanksBody', { title })}</Typography>
        {response.points_awarded > 0 ? (
          <Typography sx={{ fontWeight: 600 }} data-testid="survey-points-earned">
            {t('surveys.answer.earned', {
              count: response.points_awarded,
              points: format.number(response.points_awarded),
            })}
          </Typography>
        ) : null}
        <BackToSurveys variant="contained" />
      </Stack>
    </Paper>
  );
}
