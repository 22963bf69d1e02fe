// A short burst of confetti when a recognition is sent: a second and a half, above everything,
// never in the way (no pointer events, hidden from assistive technology), and nothing at all
// for people who ask their system for reduced motion.

const PIECES = ['🎉', '👏', '⭐', '💙', '✨', '🙌'];
const COUNT = 28;
export const CELEBRATION_MS = 1_800;

type CelebrateDeps = { doc?: Document; win?: Window; random?: () => number };

/** Starts the burst; false when reduced motion is asked for (nothing is drawn). */
export function celebrate({
  doc = document,
  win = window,
  random = Math.random,
}: CelebrateDeps = {}): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const layer = doc.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.celebration = '';
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    pointerEvents: 'none',
    zIndex: '2000',
    overflow: 'hidden',
  });
  for (let i = 0; i < COUNT; i += 1) {
    const piece = doc.createElement('span');
    piece.textContent = PIECES[i % PIECES.length] ?? '🎉';
    Object.assign(piece.style, {
      position: 'absolute',
      left: `${40 + random() * 20}%`,
      top: '70%',
      fontSize: `${18 + random() * 14}px`,
    });
    layer.append(piece);
    const dx = (random() - 0.5) * 700;
    const dy = -250 - random() * 350;
    piece.animate?.(
      [
        { transform: 'translate(0, 0) scale(0.5)', opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) rotate(${random() * 540}deg)`, opacity: 0 },
      ],
      { duration: 1_100 + random() * 500, easing: 'cubic-bezier(.15,.8,.3,1)', fill: 'forwards' },
    );
  }
  doc.body.append(layer);
  win.setTimeout(() => layer.remove(), CELEBRATION_MS);
  return true;
}
