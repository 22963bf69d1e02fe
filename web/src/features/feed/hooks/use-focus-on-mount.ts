import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus when it first renders (with `enabled`): an inline
 *  editor the user just opened. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
