import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Loader } from './loader';
import { TAGLINE_INTERVAL_MS, TAGLINES } from './taglines';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Loader', () => {
  it('shows the organisation logo, the partner logo and a labelled progress indicator', () => {
    render(
      <Loader label="Cargando…" orgName="Demo" logoUrl="/logo.png" partnerLogoUrl="/partner.png" />,
    );
    expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute('src', '/logo.png');
    expect(document.querySelector('img[src="/partner.png"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('shows the name without a logo and no partner logo when none is configured', () => {
    render(<Loader label="Cargando…" orgName="Demo" />);
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('rotates the tagline through five languages', () => {
    expect(TAGLINES.map((t) => t.lang)).toEqual(['es', 'en', 'pt', 'fr', 'it']);
    render(<Loader label="Cargando…" />);
    const seen: string[] = [];
    for (let i = 0; i < TAGLINES.length + 1; i += 1) {
      const node = document.querySelector('[lang]');
      seen.push(node?.getAttribute('lang') ?? '');
      act(() => {
        vi.advanceTimersByTime(TAGLINE_INTERVAL_MS);
      });
    }
    expect(seen).toEqual(['es', 'en', 'pt', 'fr', 'it', 'es']);
  });
});
