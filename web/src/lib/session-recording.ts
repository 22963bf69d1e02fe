// Session recording: the provider's script (EU region, URL set at build time) is added only
// when configured. If it fails to start, a warning is logged and the app carries on.

export const SESSION_RECORDING_WARNING = 'Session recording could not start';

export function startSessionRecording(src: string | null, doc: Document = document): boolean {
  if (!src) return false;
  try {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.dataset.sessionRecording = 'true';
    script.onerror = () => console.warn(SESSION_RECORDING_WARNING);
    doc.head.appendChild(script);
    return true;
  } catch (error) {
    console.warn(SESSION_RECORDING_WARNING, error);
    return false;
  }
}
