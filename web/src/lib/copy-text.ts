// Copies text to the clipboard: the Clipboard API where the page may use it, else a hidden
// textarea and execCommand('copy') (older browsers, insecure origins, denied permission).

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previous?.focus();
  return copied;
}

/** True when the text reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or not a secure context: try the fallback.
    }
  }
  return copyWithTextarea(text);
}
