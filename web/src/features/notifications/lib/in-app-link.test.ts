import { describe, expect, it } from 'vitest';

import { inAppLink } from './in-app-link';

describe('inAppLink', () => {
  it('keeps the paths of this app', () => {
    expect(inAppLink('/post/12')).toBe('/post/12');
    expect(inAppLink('/user?id=4')).toBe('/user?id=4');
    expect(inAppLink('/communications/7')).toBe('/communications/7');
  });

  it('leads nowhere for no link, other sites and protocol-relative addresses', () => {
    expect(inAppLink(null)).toBeNull();
    expect(inAppLink('')).toBeNull();
    expect(inAppLink('https://example.com/post/12')).toBeNull();
    expect(inAppLink('//example.com/post/12')).toBeNull();
    expect(inAppLink('/\\example.com')).toBeNull();
    expect(inAppLink('javascript:alert(1)')).toBeNull();
  });
});
