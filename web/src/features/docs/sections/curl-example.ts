// Builds the curl samples of the public API documentation.

export function curlExample(url: string, body: object): string {
  const json = JSON.stringify(body, null, 2).replace(/'/g, "'\\''");
  return [
    `curl -X POST '${url}' \\`,
    `  -H "Authorization: $APLAUSO_API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -d '${json}'`,
  ].join('\n');
}
