import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Loader, LOADER_EXIT_MS } from './loader';
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

describe('Loader closing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('fades out for 250 ms once closed, then leaves the page', () => {
    const { rerender } = render(<Loader label="Cargando…" orgName="Demo" />);
    expect(screen.getByTestId('app-loader')).toBeInTheDocument();
    rerender(<Loader open={false} label="Cargando…" orgName="Demo" />);
    expect(screen.getByTestId('app-loader')).toHaveClass('aplauso-loader--leaving');
    act(() => {
      vi.advanceTimersByTime(LOADER_EXIT_MS);
    });
    expect(screen.queryByTestId('app-loader')).not.toBeInTheDocument();
  });

  it('shows the name in the brand colour and the host font', () => {
    render(<Loader label="Cargando…" orgName="Demo" primary="#006633" fontFamily='"Inter"' />);
    const loader = screen.getByTestId('app-loader');
    expect(loader.style.getPropertyValue('--aplauso-primary')).toBe('#006633');
    expect(loader.style.getPropertyValue('--aplauso-font')).toBe('"Inter"');
  });
});
