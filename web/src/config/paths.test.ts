import { describe, expect, it } from 'vitest';

import { isAuthPath, paths } from './paths';

describe('route registry', () => {
  // With the modules' own screens (communications, point requests): app/modules.test.ts.
  it('holds every route of spec §2 once, and the Teams link screen', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toHaveLength(36);
    expect(values).toContain('/cupons');
    expect(values).toContain('/recover/password');
    expect(values).toContain('/teams/link');
  });

  it('knows the paths that need no session', () => {
    expect(isAuthPath('/login')).toBe(true);
    expect(isAuthPath('/logout')).toBe(true);
    expect(isAuthPath('/recover/password')).toBe(true);
    expect(isAuthPath('/activate')).toBe(true);
    expect(isAuthPath('/teams/link')).toBe(true);
    expect(isAuthPath('/needs_activation')).toBe(true);
    expect(isAuthPath('/reset_password')).toBe(true);
    expect(isAuthPath('/recover')).toBe(false);
    expect(isAuthPath('/activated')).toBe(false);
    expect(isAuthPath('/')).toBe(false);
    expect(isAuthPath('/loginx')).toBe(false);
  });
});
