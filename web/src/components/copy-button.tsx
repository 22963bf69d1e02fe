import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useState } from 'react';

import { copyText } from '@/lib/copy-text';

export type CopyButtonProps = {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  /** Names what is copied for screen readers ("Copy curl example"). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  onCopied?: () => void;
};

const FEEDBACK_MS = 2_000;

/** Copies a text and says so for two seconds (announced politely to screen readers). */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  ariaLabel,
  size = 'small',
  variant = 'outlined',
  onCopied,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const handleClick = async () => {
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    if (copied) onCopied?.();
  };

  const shown = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <Button
      size={size}
      variant={variant}
      color={state === 'failed' ? 'error' : 'primary'}
      startIcon={state === 'copied' ? <Check /> : <ContentCopy />}
      onClick={() => void handleClick()}
      aria-label={state === 'idle' ? ariaLabel : undefined}
      sx={{ flexShrink: 0 }}
    >
      <span aria-live="polite">{shown}</span>
    </Button>
  );
}
