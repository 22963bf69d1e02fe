import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkImageFile, encodeCrop } from './image-file';

const file = (size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], 'foto', { type });

describe('checkImageFile', () => {
  it('takes JPEG, PNG, WebP and GIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile(file(10, type))).toBeNull();
    }
    expect(checkImageFile(file(10 * 1024 * 1024))).toBeNull();
  });

  it("names the server's problem: empty, too large, not an image it decodes", () => {
    expect(checkImageFile(file(0))).toBe('image_empty');
    expect(checkImageFile(file(10 * 1024 * 1024 + 1))).toBe('image_too_large');
    expect(checkImageFile(file(10, 'image/svg+xml'))).toBe('image_invalid');
    expect(checkImageFile(file(10, 'text/plain'))).toBe('image_invalid');
  });
});

describe('encodeCrop', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeCanvas(encodes: (type: string) => string | null) {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const types: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type = '') => {
      types.push(type);
      const made = encodes(type);
      done(made ? new Blob(['x'], { type: made }) : null);
    });
    return { drawImage, types };
  }

  it('draws the crop at the asked size and encodes WebP', async () => {
    const { drawImage, types } = fakeCanvas((type) => type);
    const image = document.createElement('img');
    const blob = await encodeCrop(
      image,
      { x: 10, y: 20, width: 300, height: 300 },
      { width: 256, height: 256 },
    );
    expect(blob.type).toBe('image/webp');
    expect(types).toEqual(['image/webp']);
    expect(drawImage).toHaveBeenCalledWith(image, 10, 20, 300, 300, 0, 0, 256, 256);
  });

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    const { types } = fakeCanvas((type) => (type === 'image/webp' ? 'image/png' : type));
    const blob = await encodeCrop(
      document.createElement('img'),
      { x: 0, y: 0, width: 100, height: 25 },
      { width: 100, height: 25 },
    );
    expect(blob.type).toBe('image/jpeg');
    expect(types).toEqual(['image/webp', 'image/jpeg']);
  });
});
