// The browser tests' servers: one per Playwright worker, each on its own port with its own fresh
// data folder (scripts/e2e-server), so no worker sees another's writes. E2E_PORT moves the
// first port (the others follow it); E2E_WORKERS sets how many run at once (default 2).

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The port of the server that worker `parallelIndex` (0 … workers − 1) talks to. */
export function e2ePort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex;
}

/** The local WhatsApp Cloud API the run starts beside worker `parallelIndex`'s server: it
 *  speaks the Cloud API (`POST /v21.0/{phone_number_id}/messages`), registers an app with
 *  `PUT /__apps/{phone_number_id}` and lists the messages it accepted at `GET /__messages`. */
export function whatsappCloudUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort(parallelIndex) + 300}`;
}

/** The local Microsoft Entra ID (e2e/entra-stub.mjs) the run starts beside worker
 *  `parallelIndex`'s server, whose TEAMS_JWKS_URL is its keys: `POST /__token` with a JSON object
 *  of claims answers `{ token }`, those claims signed (RS256) with the key it publishes. */
export function entraUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort(parallelIndex) + 400}`;
}

/** The Teams token issuer and audience scripts/e2e-server gives every worker's server
 *  (TEAMS_ISSUER, TEAMS_AUDIENCE). */
export function teamsIssuer(tenantId: string): string {
  return `https://login.microsoftonline.com/${tenantId}/v2.0`;
}
export const TEAMS_AUDIENCE = 'api://localhost/aplauso-e2e';
