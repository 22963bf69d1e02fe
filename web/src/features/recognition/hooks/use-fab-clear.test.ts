import { afterEach, describe, expect, it } from 'vitest';

import { spotIsClear } from './use-fab-clear';

/** An element of the page laid out at `rect` (happy-dom does no layout). */
function placed(html: string, rect: { x: number; y: number; width: number; height: number }) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  element.getBoundingClientRect = () => new DOMRect(rect.x, rect.y, rect.width, rect.height);
  document.body.append(element);
  return element;
}

const spot = new DOMRect(200, 670, 140, 48);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('spotIsClear', () => {
  it('is clear when nothing a person reads or taps is under the spot', () => {
    placed('<p>Texto</p>', { x: 200, y: 670, width: 100, height: 20 });
    placed('<button>Me gusta</button>', { x: 10, y: 670, width: 80, height: 40 });
    expect(spotIsClear(spot, null)).toBe(true);
  });

  it('is not clear over a button, a link or a heading', () => {
    placed('<button>Comentar</button>', { x: 300, y: 700, width: 80, height: 36 });
    expect(spotIsClear(spot, null)).toBe(false);
    document.body.innerHTML = '';
    placed('<a href="/post/1">Ver</a>', { x: 210, y: 660, width: 30, height: 20 });
    expect(spotIsClear(spot, null)).toBe(false);
    document.body.innerHTML = '';
    placed('<h2>Hoy</h2>', { x: 0, y: 690, width: 375, height: 30 });
    expect(spotIsClear(spot, null)).toBe(false);
  });

  it('ignores the button itself and what is hidden', () => {
    const fab = placed('<button>Reconocer</button>', { x: 200, y: 670, width: 140, height: 48 });
    expect(spotIsClear(spot, fab)).toBe(true);
    placed('<button style="visibility: hidden">Oculto</button>', {
      x: 220,
      y: 680,
      width: 40,
      height: 20,
    });
    expect(spotIsClear(spot, fab)).toBe(true);
  });
});
