import { describe, expect, it } from 'vitest';

import { checkBadgeImage, sniffImageType } from './badge-form-schema';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

describe('badge image check', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe('image/gif');
    const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
    expect(sniffImageType(new Uint8Array(webp))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });

  it('accepts a real PNG and refuses a renamed text file or an image over 2 MB', async () => {
    expect(
      await checkBadgeImage(new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' })),
    ).toBeNull();
    const fake = new File(['not an image'], 'fake.png', { type: 'image/png' });
    expect(await checkBadgeImage(fake)).toBe('admin.badges.errors.imageType');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(await checkBadgeImage(big)).toBe('admin.badges.errors.imageSize');
  });
});
