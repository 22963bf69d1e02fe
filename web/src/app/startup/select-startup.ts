// Host rules: which start-up routine a host runs.
import { isDocsHost, isPdbHost } from '@/lib/host';

import { initializeApp, type StartupRoutine } from './initialize-app';
import { initializeDocs } from './initialize-docs';
import { initializePdbApp } from './initialize-pdb-app';

export function selectStartupRoutine(hostname: string): StartupRoutine {
  if (isDocsHost(hostname)) return initializeDocs;
  if (isPdbHost(hostname)) return initializePdbApp;
  return initializeApp;
}
