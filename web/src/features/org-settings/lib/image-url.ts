// Where a branding image may come from, as the server checks it: an https: address or a file of
// this product (/api/files/...), never javascript:, data: or plain http:.

const OWN_FILES = '/api/files/';
const UNSAFE_CHARACTERS = /[\s"'<>\\]/;

export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith(OWN_FILES)) return !url.includes('..');
  return (
    url.startsWith('https://') && url.length > 'https://'.length && !UNSAFE_CHARACTERS.test(url)
  );
}
