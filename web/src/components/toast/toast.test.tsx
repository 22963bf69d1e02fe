import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { showToast, TOAST_DURATION_MS } from './toast';
import { ToastHost } from './toast-host';

describe('toasts', () => {
  it('last 4.5 s', () => {
    expect(TOAST_DURATION_MS).toBe(4500);
  });

  it('loads the stack with the first toast and shows queued toasts', async () => {
    render(<ToastHost />);
    expect(document.body.textContent).toBe('');
    showToast('No se pudo guardar tu idioma.', 'error');
    // The first toast imports the stack's chunk (the Snackbar and Alert), which is cold in a
    // worker and, with every worker transforming at once, has taken more than 5 s.
    expect(
      await screen.findByText('No se pudo guardar tu idioma.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    showToast('Guardado', 'success');
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
  });
});
