// The start-up routine of hosts matching 'pdb': the default routine, then the pdb hooks.
import type { SessionDeps } from '@/lib/session/session-deps';

import { initializeApp, type StartupRoutine } from './initialize-app';

export type PdbStartupHook = (deps: SessionDeps) => void | Promise<void>;

/** Organisation-specific start-up work of pdb hosts; each hook's failure only warns. */
export const pdbStartupHooks: PdbStartupHook[] = [];

export async function runPdbStartupHooks(
  deps: SessionDeps,
  hooks: readonly PdbStartupHook[] = pdbStartupHooks,
): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(deps);
    } catch (error) {
      console.warn('pdb start-up hook failed', error);
    }
  }
}

export const initializePdbApp: StartupRoutine = async (deps) => {
  await initializeApp(deps);
  await runPdbStartupHooks(deps);
};
