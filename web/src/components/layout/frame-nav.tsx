// A screen may put its own menu in the frame's navigation while it is shown (the admin console
// lists its sections there instead of the app's modules). The frame provides the place; the
// screen registers a menu with useFrameNav and the frame gives it back when the screen goes.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Draws the menu; `onNavigate` closes the drawer on phones after a choice. */
export type FrameNavRender = (onNavigate?: () => void) => ReactNode;

export type FrameNavValue = {
  setNav: (render: FrameNavRender | null) => void;
  /** Opens the navigation drawer (below 900 px; the menu is always shown from there up). */
  openNav: () => void;
};

export const FrameNavContext = createContext<FrameNavValue | null>(null);

/** Shows `render` (when given) in place of the frame's own navigation while the calling screen is mounted
 *  (keep `render` stable: a new function redraws the menu). Gives the drawer's opener. */
export function useFrameNav(render: FrameNavRender | null): () => void {
  const frame = useContext(FrameNavContext);
  const setNav = frame?.setNav;
  useEffect(() => {
    if (!setNav || !render) return undefined;
    setNav(render);
    return () => setNav(null);
  }, [setNav, render]);
  return frame?.openNav ?? noop;
}

function noop() {}
