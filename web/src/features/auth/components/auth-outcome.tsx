import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';

export type AuthOutcomeProps = {
  severity: 'success' | 'error' | 'info';
  message: string;
  /** What to do next (a button or link). */
  children: ReactNode;
};

/** The end of a step of the screens used without a session (recovery, activation, a new
 *  password), in place of its form: the message, focused so that screen readers read it and the
 *  keyboard goes on from there, and the way forward. */
export function AuthOutcome({ severity, message, children }: AuthOutcomeProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    messageRef.current?.focus();
  }, []);

  return (
    <Stack spacing={2.5}>
      <Alert
        ref={messageRef}
        tabIndex={-1}
        severity={severity}
        role={severity === 'error' ? 'alert' : 'status'}
      >
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
