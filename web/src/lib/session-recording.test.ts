import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_RECORDING_WARNING, startSessionRecording } from './session-recording';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('session recording', () => {
  it('does nothing when not configured', () => {
    expect(startSessionRecording(null)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds the provider script when configured', () => {
    expect(startSessionRecording('https://eu.recorder.example/rec.js')).toBe(true);
    expect(document.head.querySelector('script')?.src).toBe('https://eu.recorder.example/rec.js');
  });

  it('warns and carries on when the script fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSessionRecording('https://eu.recorder.example/rec.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(SESSION_RECORDING_WARNING);
  });

  it('warns when the script cannot even be created', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      createElement: () => {
        throw new Error('blocked');
      },
    } as unknown as Document;
    expect(startSessionRecording('https://eu.recorder.example/rec.js', broken)).toBe(false);
    expect(warn).toHaveBeenCalledWith(SESSION_RECORDING_WARNING, expect.any(Error));
  });
});
