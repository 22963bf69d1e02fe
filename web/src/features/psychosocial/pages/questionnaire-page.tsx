import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  questionnaireQueryOptions,
  type PsyGuide1Outcome,
  type PsyQuestionnaire,
} from '../api/psychosocial';
import { Guide1Form } from '../components/guide1-form';
import { Guide1OutcomeCard } from '../components/guide1-outcome';
import { MainQuestionnaire } from '../components/main-questionnaire';
import { QuestionnaireIntro } from '../components/questionnaire-intro';
import { psychosocialPaths } from '../paths';

const APPLICATION_ID = /^[1-9][0-9]{0,17}$/;

function BackToList({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={psychosocialPaths.page} variant={variant}>
      {t('psychosocial.answer.back')}
    </Button>
  );
}

/** One application, answered in the norm's order: Guía I first (when part of it and not yet
 *  answered), then its outcome, then Guía II or III (when the person is asked it), then thanks. */
function Answering({ data }: { data: PsyQuestionnaire }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<PsyGuide1Outcome | null>(null);
  const [sent, setSent] = useState(false);
  const guide1 = data.guides.find((guide) => guide.id === 'nom035_g1');
  const main = data.guides.find((guide) => guide.id !== 'nom035_g1');
  const shownOutcome = outcome ?? data.guide1_outcome;
  const guide1Pending = data.guide1 && !data.guide1_done && !outcome && Boolean(guide1);
  const mainPending = data.can_answer_main && !data.main_done && !sent && Boolean(main);
  const closed = data.state !== 'open';
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data.workplace}
        </Typography>
        {data.closes_on ? (
          <Typography variant="body2" color="text.secondary">
            {t('psychosocial.list.closesOn')} <DateText value={data.closes_on} />
          </Typography>
        ) : null}
      </Stack>
      {closed && (guide1Pending || mainPending) ? (
        <Alert severity="info">{t('psychosocial.answer.closed')}</Alert>
      ) : null}
      {!closed && guide1Pending && guide1 ? (
        <>
          <QuestionnaireIntro confidentiality={data.confidentiality} guide={guide1} />
          <Guide1Form applicationId={data.id} guide={guide1} onAnswered={setOutcome} />
        </>
      ) : null}
      {shownOutcome ? <Guide1OutcomeCard outcome={shownOutcome} /> : null}
      {!closed && !guide1Pending && mainPending && main ? (
        <>
          <QuestionnaireIntro confidentiality={data.confidentiality} guide={main} />
          <MainQuestionnaire applicationId={data.id} guide={main} onSent={() => setSent(true)} />
        </>
      ) : null}
      {sent || (data.main_done && data.can_answer_main) ? (
        <Alert severity="success" role="status">
          {t('psychosocial.answer.thanks')}
        </Alert>
      ) : null}
      {!guide1Pending && !mainPending && !sent && !(data.main_done && data.can_answer_main) ? (
        <Typography>{t('psychosocial.answer.nothingLeft')}</Typography>
      ) : null}
      {closed || (!guide1Pending && !mainPending) ? (
        <Stack direction="row">
          <BackToList variant="contained" />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `/psychosocial/:applicationId`: one NOM-035 application for the person. Unknown or another
 *  organisation's applications are not found. While answering, a failed re-read never replaces
 *  the questionnaire (the answers typed stay). */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const raw = useParams().applicationId ?? '';
  const known = APPLICATION_ID.test(raw);
  const applicationId = known ? Number(raw) : 0;
  const query = useQuery({ ...questionnaireQueryOptions(applicationId), enabled: known });
  useDocumentTitle(query.data?.workplace ?? t('psychosocial.page.title'));
  const notFound = (
    <EmptyState
      title={t('psychosocial.answer.notFound')}
      body={t('psychosocial.answer.notFoundBody')}
      action={<BackToList />}
    />
  );
  let content;
  if (!known) content = notFound;
  else if (query.data) content = <Answering data={query.data} />;
  else if (query.isError) {
    const status = toApiError(query.error).status;
    content =
      status === 404 || status === 400 ? (
        notFound
      ) : (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else
    content = (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('psychosocial.answer.loading')}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Skeleton variant="text" width="60%" height={44} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Paper>
    );
  return <Stack sx={{ maxWidth: 860, mx: 'auto', minWidth: 0, width: '100%' }}>{content}</Stack>;
}
