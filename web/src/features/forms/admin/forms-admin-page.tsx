import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { lazyComponent } from '@/lib/lazy-route';

import { FormsList } from './forms-list';

/** The builder and dnd-kit load only when a form is opened. */
const FormBuilderPage = lazy(
  lazyComponent(() => import('./builder/form-builder-page'), 'FormBuilderPage'),
);

/** The address of a form in the builder (`?form=<id>`), and of a new one (`?new`). */
export const FORM_PARAM = 'form';
export const NEW_PARAM = 'new';

/** The console's forms section: the list, or one form in the builder, as the address says. */
export function FormsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = params.get(FORM_PARAM);
  const creating = params.has(NEW_PARAM);
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (formId === null && !creating) {
    return (
      <FormsList
        onCreate={() => go({ [NEW_PARAM]: '' })}
        onOpen={(id) => go({ [FORM_PARAM]: id })}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingBlock label={t('admin.common.loading')} />}>
      <FormBuilderPage
        key={formId ?? NEW_PARAM}
        formId={formId}
        onBack={() => go({})}
        onCreated={(id) => go({ [FORM_PARAM]: id }, true)}
      />
    </Suspense>
  );
}
