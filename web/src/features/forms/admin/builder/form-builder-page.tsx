import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';

import { formQueryOptions } from '../admin-forms-api';

import { ArchivedForm } from './archived-form';
import { FormBuilder } from './form-builder';

export type FormBuilderPageProps = {
  /** The form to edit; null for a new one. */
  formId: string | null;
  onBack: () => void;
  onCreated: (formId: string) => void;
};

/** A form in the builder once its latest version is loaded (a new one at once); an archived
 *  form is only shown. */
export function FormBuilderPage({ formId, onBack, onCreated }: FormBuilderPageProps) {
  if (formId === null) return <FormBuilder version={null} onBack={onBack} onCreated={onCreated} />;
  return <SavedForm formId={formId} onBack={onBack} onCreated={onCreated} />;
}

function SavedForm({ formId, onBack, onCreated }: FormBuilderPageProps & { formId: string }) {
  const { t } = useTranslation();
  const form = useQuery(formQueryOptions(formId));
  // Once loaded, the builder stays whatever later reads of the form do (a failed refetch would
  // otherwise replace the work in progress with an error).
  const loaded = form.data;
  if (loaded) {
    return loaded.archived ? (
      <ArchivedForm version={loaded} onBack={onBack} />
    ) : (
      <FormBuilder version={loaded} onBack={onBack} onCreated={onCreated} />
    );
  }
  return (
    <QueryContent query={form} loadingLabel={t('admin.common.loading')}>
      {() => null}
    </QueryContent>
  );
}
