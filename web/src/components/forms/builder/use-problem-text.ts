import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Problem } from './draft-errors';

/** t() for the rules' keys with their values (every FormErrorKey is a text of the glossary:
 *  lib/forms/messages.ts and its test keep them so). */
type KeyedT = (key: string, values?: Record<string, string>) => string;

/** A problem in the UI language: a rule's message from the glossary, the server's as it came. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (problem: Problem | undefined) => {
      if (!problem) return undefined;
      if ('text' in problem) return problem.text;
      return (t as unknown as KeyedT)(problem.key, problem.values);
    },
    [t],
  );
}
