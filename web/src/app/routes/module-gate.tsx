import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/status-page';
import type { ModuleKey } from '@/config/modules';
import { moduleOffKey } from '@/lib/modules/module-off';
import { useAppStore } from '@/stores/app-store';

export type ModuleGateProps = { module: ModuleKey; children: ReactNode };

/** A module's screen, or, when the organisation has the module off, a page that says so (the
 *  module's own sentence, "Tu organización desactivó el catálogo", else a generic one). */
export function ModuleGate({ module, children }: ModuleGateProps) {
  const on = useAppStore((state) => state.services[module]);
  return on ? children : <ModuleOffPage module={module} />;
}

function ModuleOffPage({ module }: { module: ModuleKey }) {
  const { t, i18n } = useTranslation();
  const own = moduleOffKey(module);
  const title = i18n.exists(own) ? t(own as 'moduleOff.title') : t('moduleOff.title');
  return (
    <StatusPage
      code="—"
      title={title}
      body={t('moduleOff.body')}
      homeLabel={t('notFound.goHome')}
    />
  );
}
