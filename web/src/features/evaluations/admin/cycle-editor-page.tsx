import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';

import { cycleQueryOptions, templatesQueryOptions } from './api';
import { CycleEditor } from './cycle-editor';

export type CycleEditorPageProps = {
  /** The cycle to edit; null for a new one. */
  cycleId: number | null;
  onBack: () => void;
  onSaved: (id: number) => void;
};

/** A cycle in the editor once it and the default templates are read (a new one needs only the
 *  templates). Once loaded, the editor keeps its work whatever later reads bring. */
export function CycleEditorPage({ cycleId, ...props }: CycleEditorPageProps) {
  const { t } = useTranslation();
  const templates = useQuery(templatesQueryOptions());
  const cycle = useQuery({ ...cycleQueryOptions(cycleId ?? 0), enabled: cycleId !== null });
  if (templates.data && (cycleId === null || cycle.data))
    return <CycleEditor cycle={cycle.data ?? null} templates={templates.data} {...props} />;
  // What holds the editor back: the templates' failure first, else the cycle's read.
  const waiting = templates.isError || cycleId === null || cycle.data ? templates : cycle;
  return (
    <QueryContent query={waiting} loadingLabel={t('admin.common.loading')}>
      {() => null}
    </QueryContent>
  );
}
