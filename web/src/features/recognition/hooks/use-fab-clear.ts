// Whether the spot where the floating "Reconocer" button sits is clear of what a person reads or
// taps (headings, buttons, links, fields): the button steps aside while it would cover one, so
// mid-page it never sits on a card's actions. Checked once a frame while the page scrolls or
// resizes, only on phones (where the button shows).
import { useEffect, useState, type RefObject } from 'react';

/** What the button must never cover (the home spec checks the same list). */
export const FAB_MUST_NOT_COVER =
  'h1, h2, h3, h4, button, a[href], input, textarea, select, [role="button"]';

/** Whether `spot` (the button's place on screen) overlaps none of those elements. */
export function spotIsClear(spot: DOMRect, ignore: Element | null): boolean {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(FAB_MUST_NOT_COVER))) {
    if (ignore && (ignore.contains(element) || element.contains(ignore))) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < spot.right && spot.left < r.right && r.top < spot.bottom && spot.top < r.bottom) {
      const style = getComputedStyle(element);
      if (style.visibility !== 'hidden' && style.display !== 'none') return false;
    }
  }
  return true;
}

/** Where the button rests (16 px from the bottom right corner), whatever its transform. */
function restingSpot(button: HTMLElement): DOMRect {
  const { offsetWidth: width, offsetHeight: height } = button;
  return new DOMRect(
    window.innerWidth - 16 - width,
    window.innerHeight - 16 - height,
    width,
    height,
  );
}

/** True while the button's resting spot is clear; `active` false (wider screens, or the button
 *  already aside) stops listening and reports clear. */
export function useFabClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      setClear(spotIsClear(restingSpot(button), button));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives or grows under a still page (a feed page loading) moves things too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [active, ref]);
  // Inactive, the last answer is stale: report clear (the next activation checks at once).
  return active ? clear : true;
}
