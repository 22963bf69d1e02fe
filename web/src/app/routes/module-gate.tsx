import type { ReactNode } from 'react';

import { NotFound } from '@/components/not-found';
import type { ModuleKey } from '@/config/modules';
import { useAppStore } from '@/stores/app-store';

export type ModuleGateProps = { module: ModuleKey; children: ReactNode };

/** A module's screen, or not-found when the organisation has the module off. */
export function ModuleGate({ module, children }: ModuleGateProps) {
  const on = useAppStore((state) => state.services[module]);
  return on ? children : <NotFound />;
}
