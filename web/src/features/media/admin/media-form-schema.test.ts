import { describe, expect, it } from 'vitest';

import type { MediaItem } from '../api/media';

import {
  checkMediaImage,
  EMPTY_UPLOAD,
  mediaTitlesFrom,
  toMediaChanges,
  toNewMedia,
  validateMediaTitles,
  validateMediaUpload,
} from './media-form-schema';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0];

const file = (bytes: number[], name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('media library forms', () => {
  it('asks for a picture and a title of at most 80 characters (the English one too)', () => {
    expect(validateMediaUpload(EMPTY_UPLOAD)).toEqual({
      image: 'admin.media.errors.imageRequired',
      title: 'admin.media.errors.titleRequired',
    });
    expect(validateMediaTitles({ title: '   ', title_en: '' }).title).toBe(
      'admin.media.errors.titleRequired',
    );
    expect(validateMediaTitles({ title: 'x'.repeat(81), title_en: 'y'.repeat(81) })).toEqual({
      title: 'admin.media.errors.titleTooLong',
      title_en: 'admin.media.errors.titleEnTooLong',
    });
    // Counted in characters, as the server counts them.
    expect(validateMediaTitles({ title: '🎉'.repeat(80), title_en: '' })).toEqual({});
  });

  it('takes PNG, JPEG, GIF and WebP by their content, up to 5 MB', async () => {
    expect(await checkMediaImage(file(PNG, 'a.png', 'image/png'))).toBeNull();
    expect(await checkMediaImage(file(GIF, 'a.gif', 'image/gif'))).toBeNull();
    expect(await checkMediaImage(file([1, 2, 3], 'a.png', 'image/png'))).toBe(
      'admin.media.errors.imageType',
    );
    expect(await checkMediaImage(file(PNG, 'a.svg', 'image/svg+xml'))).toBe(
      'admin.media.errors.imageType',
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await checkMediaImage(new File([big], 'big.png', { type: 'image/png' }))).toBe(
      'admin.media.errors.imageSize',
    );
  });

  it('sends trimmed titles: a blank English one left out on upload, cleared on edit', () => {
    const image = file(PNG, 'a.png', 'image/png');
    expect(toNewMedia({ image, title: ' Trofeo ', title_en: '  ' })).toEqual({
      image,
      title: 'Trofeo',
    });
    expect(toNewMedia({ image, title: 'Trofeo', title_en: ' Trophy ' }).title_en).toBe('Trophy');
    expect(toMediaChanges({ title: ' Copa ', title_en: '' })).toEqual({
      title: 'Copa',
      title_en: null,
    });
    const item = { title: 'Trofeo', title_en: null } as MediaItem;
    expect(mediaTitlesFrom(item)).toEqual({ title: 'Trofeo', title_en: '' });
  });
});
