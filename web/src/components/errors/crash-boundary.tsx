import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, reloadOnceForChunk } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';

import { CrashScreen } from './crash-screen';
import { CRASH_SCREEN_TEXT } from './error-texts';

export type CrashBoundaryProps = { children?: ReactNode };

export type CrashBoundaryState = { status: 'normal' | 'errored'; message: string };

/** Top-level error boundary. It becomes errored on a render error, keeps that error's message
 *  and stays errored: only a page reload leaves it. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = {
    status: 'normal',
    message: CRASH_SCREEN_TEXT.defaultMessage,
  };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    const message =
      error instanceof Error && error.message ? error.message : CRASH_SCREEN_TEXT.defaultMessage;
    return { status: 'errored', message };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk replaced by a deploy: one reload fetches the new ones.
    if (isChunkLoadError(error) && reloadOnceForChunk()) return;
    reportError(error, {
      componentStack: info.componentStack ?? null,
      tags: { boundary: 'crash' },
    });
  }

  override render() {
    if (this.state.status === 'errored') return <CrashScreen message={this.state.message} />;
    return this.props.children;
  }
}
