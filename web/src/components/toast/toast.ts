// Toasts: a stack at the bottom right that vanishes after 4.5 s (spec §2). The stack itself
// (notistack) is a lazy chunk, loaded with the first toast; toasts shown before it is ready
// wait in a queue.
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 4_500;
export const TOAST_MAX_VISIBLE = 4;

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type Toast = { message: string; variant: ToastVariant };

const pending: Toast[] = [];
const listeners = new Set<() => void>();
let deliver: ((toast: Toast) => void) | null = null;
let requested = false;

export function showToast(message: string, variant: ToastVariant = 'default'): void {
  const toast = { message, variant };
  if (deliver) {
    deliver(toast);
    return;
  }
  pending.push(toast);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toast stack once mounted: delivers queued toasts, then every new one. */
export function connectToastStack(handler: (toast: Toast) => void): () => void {
  deliver = handler;
  for (const toast of pending.splice(0)) handler(toast);
  return () => {
    if (deliver === handler) deliver = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: the stack is then loaded. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}
