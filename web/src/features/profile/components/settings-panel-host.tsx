import { lazy, useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { LazyPanel } from '@/components/layout/lazy-panel';
import { lazyComponent } from '@/lib/lazy-route';
import { useAppStore } from '@/stores/app-store';

// The panel is its own chunk, loaded the first time it opens.
const SettingsPanel = lazy(lazyComponent(() => import('./settings-panel'), 'SettingsPanel'));

/** The quick settings panel while the store's `settingsPanelOpen` says so (the account menu
 *  sets it); closing it (Escape, its button, another screen) clears the flag. */
export function SettingsPanelHost() {
  const { open, setOpen } = useAppStore(
    useShallow((state) => ({
      open: state.settingsPanelOpen,
      setOpen: state.setSettingsPanelOpen,
    })),
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  return <LazyPanel open={open} onClose={close} panel={SettingsPanel} />;
}
