import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { lazyComponent } from '@/lib/lazy-route';

import { surveysParams } from '../paths';

import { SurveysList } from './surveys-list';

/** The editor (with the builder and dnd-kit) and the results load only when opened. */
const SurveyEditorPage = lazy(
  lazyComponent(() => import('./editor/survey-editor-page'), 'SurveyEditorPage'),
);
const SurveyResultsPage = lazy(
  lazyComponent(() => import('./results/survey-results-page'), 'SurveyResultsPage'),
);

/** A survey id in the address, or null. */
const surveyIdOf = (raw: string | null): number | null =>
  raw !== null && /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : null;

/** The console's surveys section: the list, one survey in the editor, or its results, as the
 *  address says (`?survey=<id>`, `?new`, `&view=results`). */
export function SurveysAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const surveyId = surveyIdOf(params.get(surveysParams.survey));
  const creating = params.has(surveysParams.create);
  const results = params.get(surveysParams.view) === 'results';
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });
  const open = (id: number) => go({ [surveysParams.survey]: String(id) });
  const openResults = (id: number) =>
    go({ [surveysParams.survey]: String(id), [surveysParams.view]: 'results' });

  let content;
  if (surveyId === null && !creating)
    content = (
      <SurveysList
        onCreate={() => go({ [surveysParams.create]: '' })}
        onOpen={open}
        onResults={openResults}
      />
    );
  else if (surveyId !== null && results)
    content = (
      <SurveyResultsPage
        key={surveyId}
        surveyId={surveyId}
        onBack={() => go({})}
        onEdit={() => open(surveyId)}
      />
    );
  else
    content = (
      <SurveyEditorPage
        key={surveyId ?? surveysParams.create}
        surveyId={surveyId}
        onBack={() => go({})}
        onCreated={(id) => go({ [surveysParams.survey]: String(id) }, true)}
        onResults={openResults}
      />
    );
  return (
    <Suspense fallback={<LoadingBlock label={t('admin.common.loading')} />}>{content}</Suspense>
  );
}
