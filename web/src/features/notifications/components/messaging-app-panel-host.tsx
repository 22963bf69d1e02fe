import { lazy, useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { LazyPanel } from '@/components/layout/lazy-panel';
import { lazyComponent } from '@/lib/lazy-route';
import { useAppStore } from '@/stores/app-store';

// The panel (the opt-in form, the kinds' list) is its own chunk, loaded the first time it opens.
const MessagingAppPanel = lazy(
  lazyComponent(() => import('./messaging-app-panel'), 'MessagingAppPanel'),
);

/** The WhatsApp panel while the store's `messagingAppPanelOpen` says so, and only with the
 *  messaging_app module on; closing it (Escape, its button, another screen) clears the flag. */
export function MessagingAppPanelHost() {
  const { on, open, setOpen } = useAppStore(
    useShallow((state) => ({
      on: state.services.messaging_app,
      open: state.messagingAppPanelOpen,
      setOpen: state.setMessagingAppPanelOpen,
    })),
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  if (!on) return null;
  return <LazyPanel open={open} onClose={close} panel={MessagingAppPanel} />;
}
