import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';

import { surveyQueryOptions } from '../../api/admin-surveys';

import { SurveyEditor } from './survey-editor';

export type SurveyEditorPageProps = {
  /** The survey to edit; null for a new one. */
  surveyId: number | null;
  onBack: () => void;
  onCreated: (id: number) => void;
  onResults: (id: number) => void;
};

/** A survey in the editor once it is loaded (a new one at once). */
export function SurveyEditorPage({ surveyId, ...props }: SurveyEditorPageProps) {
  if (surveyId === null) return <SurveyEditor survey={null} {...props} />;
  return <SavedSurvey surveyId={surveyId} {...props} />;
}

function SavedSurvey({ surveyId, ...props }: SurveyEditorPageProps & { surveyId: number }) {
  const { t } = useTranslation();
  const survey = useQuery(surveyQueryOptions(surveyId));
  // Once loaded, the editor keeps its work whatever later reads do; a save hands it the survey.
  if (survey.data) return <SurveyEditor survey={survey.data} {...props} />;
  return (
    <QueryContent query={survey} loadingLabel={t('admin.common.loading')}>
      {() => null}
    </QueryContent>
  );
}
