import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

import { useCloseOnNavigation } from '@/lib/use-close-on-navigation';

import type { SidePanelState } from './side-panel';

export type LazyPanelProps = SidePanelState & {
  /** The panel, from its own chunk (React.lazy over lazyComponent). */
  panel: LazyExoticComponent<ComponentType<SidePanelState>>;
};

/** A panel of the top bar whose open state lives in the app's store: nothing (not even its
 *  chunk) until it first opens, then kept mounted so it slides out when it closes; closed when
 *  the person goes to another screen. */
export function LazyPanel({ open, onClose, panel: Panel }: LazyPanelProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useCloseOnNavigation(open, onClose);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panel open={open} onClose={onClose} />
    </Suspense>
  );
}
