import { describe, expect, it } from 'vitest';

import { isClipHost, isDocsHost, isLocalHost, isPdbHost } from './host';

describe('host rules', () => {
  it('recognises documentation hosts', () => {
    expect(isDocsHost('docs.localhost')).toBe(true);
    expect(isDocsHost('api-docs.aplauso.app')).toBe(true);
    expect(isDocsHost('demo.localhost')).toBe(false);
  });

  it('recognises pdb and clip hosts', () => {
    expect(isPdbHost('pdb.aplauso.app')).toBe(true);
    expect(isPdbHost('portal-PDB.example')).toBe(true);
    expect(isPdbHost('demo.localhost')).toBe(false);
    expect(isClipHost('clip.localhost')).toBe(true);
    expect(isClipHost('demo.localhost')).toBe(false);
  });

  it('recognises local-host origins', () => {
    for (const host of ['localhost', 'demo.localhost', 'clip.localhost', 'LOCALHOST.']) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['aplauso.app', 'localhost.evil.com', 'mylocalhost']) {
      expect(isLocalHost(host)).toBe(false);
    }
  });
});
