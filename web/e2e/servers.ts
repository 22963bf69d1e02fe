// The browser tests' servers: one per Playwright worker, each on its own port with its own fresh
// data folder (scripts/e2e-server), so no worker sees another's writes. E2E_PORT moves the
// first port (the others follow it); E2E_WORKERS sets how many run at once (default 2).

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The port of the server that worker `parallelIndex` (0 … workers − 1) talks to. */
export function e2ePort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex;
}
