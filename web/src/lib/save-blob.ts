// Saves a downloaded file (fetched with the bearer token, so no plain link can fetch it): an
// object URL behind a temporary <a download>.

/** How long the object URL outlives the click: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
