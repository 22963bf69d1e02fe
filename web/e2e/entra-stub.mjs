// Microsoft Entra ID as the browser tests see it: scripts/e2e-server starts one beside each
// worker's server (e2e/servers.ts entraUrl) and points the server's TEAMS_JWKS_URL at it. It makes
// an RSA key pair when it starts (node:crypto), publishes the public half as a JWKS document the
// way Entra does, and signs tokens with the private half, which never leaves this process.
//
//   GET  /common/discovery/v2.0/keys   the JWKS: one RSA key (kid, use sig, alg RS256, n, e)
//   POST /__token                      a JSON object of claims → { token }: those claims as a
//                                      compact RS256 JWT under that key (a test control call)
//
// Usage: node entra-stub.mjs PORT   (listens on 127.0.0.1 only)
import { Buffer } from 'node:buffer';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer } from 'node:http';
import process from 'node:process';

const KEYS_PATH = '/common/discovery/v2.0/keys';

const port = Number(process.argv[2]);
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomUUID();
const jwks = JSON.stringify({
  keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
});

const base64url = (data) => Buffer.from(data).toString('base64url');

/** header.payload.signature: RS256 (RSASSA-PKCS1-v1_5 with SHA-256) under this run's key. */
function signed(claims) {
  const head = `${base64url(JSON.stringify({ typ: 'JWT', alg: 'RS256', kid }))}.${base64url(
    JSON.stringify(claims),
  )}`;
  return `${head}.${base64url(sign('sha256', Buffer.from(head), privateKey))}`;
}

function answer(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
}

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === KEYS_PATH) {
    answer(response, 200, jwks);
    return;
  }
  if (request.method === 'POST' && request.url === '/__token') {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let claims;
      try {
        claims = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        claims = null;
      }
      if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
        answer(response, 400, JSON.stringify({ error: 'the body is a JSON object of claims' }));
        return;
      }
      answer(response, 200, JSON.stringify({ token: signed(claims) }));
    });
    return;
  }
  answer(response, 404, JSON.stringify({ error: 'not found' }));
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
