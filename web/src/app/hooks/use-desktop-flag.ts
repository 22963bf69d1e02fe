import { useEffect, useSyncExternalStore } from 'react';

import { useAppStore } from '@/stores/app-store';
import { DESKTOP_MIN_WIDTH } from '@/theme/tokens';

/** The theme's `breakpoints.up('md')`, read without MUI (the root layout is in the entry). */
const DESKTOP_QUERY = `(min-width:${DESKTOP_MIN_WIDTH}px)`;

/** Like MUI's useMediaQuery: without matchMedia (old browsers, jsdom) the query never matches. */
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktopNow = () => canMatch() && window.matchMedia(DESKTOP_QUERY).matches;

/** Keeps the store's device.isDesktop in step with the 900 px breakpoint. */
export function useDesktopFlag(): void {
  const isDesktop = useSyncExternalStore(subscribe, isDesktopNow, () => true);
  const setIsDesktop = useAppStore((state) => state.setIsDesktop);
  useEffect(() => {
    setIsDesktop(isDesktop);
  }, [isDesktop, setIsDesktop]);
}
