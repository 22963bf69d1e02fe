import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setErrorReporter } from '@/lib/error-reporting';

import { CrashBoundary } from './crash-boundary';
import { pageControls } from './reload-page';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

afterEach(() => setErrorReporter(null));

describe('CrashBoundary', () => {
  it('renders its children while normal', () => {
    render(
      <CrashBoundary>
        <p>fine</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows the crash screen on a render error and reports it with the component stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const reload = vi.spyOn(pageControls, 'reload').mockImplementation(() => undefined);
    render(
      <CrashBoundary>
        <Broken message="render failed" />
      </CrashBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We're working to resolve the problem. Please try refreshing the page."),
    ).toBeInTheDocument();
    // The technical details area is disabled.
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
    expect(reporter).toHaveBeenCalledTimes(1);
    const [error, context] = reporter.mock.calls[0] as [Error, { componentStack: string }];
    expect(error.message).toBe('render failed');
    expect(context.componentStack).toContain('Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the message (default text for errors without one) and stays errored', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boundary = { current: null as CrashBoundary | null };
    const { rerender } = render(
      <CrashBoundary ref={(instance) => void (boundary.current = instance)}>
        <Broken message="" />
      </CrashBoundary>,
    );
    expect(boundary.current?.state).toEqual({
      status: 'errored',
      message: 'An unexpected error occurred.',
    });
    rerender(
      <CrashBoundary>
        <p>fine again</p>
      </CrashBoundary>,
    );
    expect(screen.queryByText('fine again')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
