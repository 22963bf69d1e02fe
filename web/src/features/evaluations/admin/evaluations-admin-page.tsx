import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { lazyComponent } from '@/lib/lazy-route';

import { CyclesList } from './cycles-list';
import { adminParams, type CycleView } from './params';

/** The editor (with the forms' builder and dnd-kit) and a cycle's page load only when opened. */
const CycleEditorPage = lazy(lazyComponent(() => import('./cycle-editor-page'), 'CycleEditorPage'));
const CyclePage = lazy(lazyComponent(() => import('./cycle-page'), 'CyclePage'));

/** A cycle id in the address, or null. */
const cycleIdOf = (raw: string | null): number | null =>
  raw !== null && /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : null;

/** The console's performance evaluations: the cycles, one cycle (its participants or its
 *  calibration), or a cycle in the editor, as the address says. */
export function EvaluationsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cycleId = cycleIdOf(params.get(adminParams.cycle));
  const creating = params.has(adminParams.create);
  const rawView = params.get(adminParams.view);
  const view: CycleView =
    rawView === 'edit' || rawView === 'calibration' ? rawView : 'participants';
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });
  const open = (id: number, to: CycleView = 'participants') =>
    go(
      to === 'participants'
        ? { [adminParams.cycle]: String(id) }
        : { [adminParams.cycle]: String(id), [adminParams.view]: to },
    );

  let content;
  if (creating || (cycleId !== null && view === 'edit'))
    content = (
      <CycleEditorPage
        key={cycleId ?? adminParams.create}
        cycleId={creating ? null : cycleId}
        onBack={() => (cycleId !== null && !creating ? open(cycleId) : go({}))}
        onSaved={(id) => open(id)}
      />
    );
  else if (cycleId !== null)
    content = (
      <CyclePage
        key={cycleId}
        cycleId={cycleId}
        view={view === 'calibration' ? 'calibration' : 'participants'}
        onView={(next) => open(cycleId, next)}
        onBack={() => go({})}
      />
    );
  else
    content = (
      <CyclesList
        onCreate={() => go({ [adminParams.create]: '' })}
        onOpen={(id) => open(id)}
        onEdit={(id) => open(id, 'edit')}
      />
    );
  return (
    <Suspense fallback={<LoadingBlock label={t('admin.common.loading')} />}>{content}</Suspense>
  );
}
