import { describe, expect, it } from 'vitest';

import { isAuthPath, isPrivatePath, paths } from './paths';

describe('route registry', () => {
  // With the modules' own screens (communications, point requests): app/modules.test.ts.
  it('holds every route of spec §2 once, the Teams link screen, the certificates ones and the profile settings', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toHaveLength(40);
    expect(values).toContain('/cupons');
    expect(values).toContain('/recover/password');
    expect(values).toContain('/teams/link');
    expect(values).toContain('/complaints/anonymous');
    expect(values).toContain('/certificates');
    expect(values).toContain('/verify');
  });

  it('knows the paths that need no session', () => {
    expect(isAuthPath('/login')).toBe(true);
    expect(isAuthPath('/logout')).toBe(true);
    expect(isAuthPath('/recover/password')).toBe(true);
    expect(isAuthPath('/activate')).toBe(true);
    expect(isAuthPath('/teams/link')).toBe(true);
    expect(isAuthPath('/needs_activation')).toBe(true);
    expect(isAuthPath('/reset_password')).toBe(true);
    expect(isAuthPath('/complaints/anonymous')).toBe(true);
    expect(isAuthPath('/verify')).toBe(true);
    expect(isAuthPath('/verify/K7QM-2XPD-9HWA')).toBe(true);
    expect(isAuthPath('/verifyx')).toBe(false);
    expect(isAuthPath('/certificates')).toBe(false);
    expect(isAuthPath('/complaints')).toBe(false);
    expect(isAuthPath('/recover')).toBe(false);
    expect(isAuthPath('/activated')).toBe(false);
    expect(isAuthPath('/')).toBe(false);
    expect(isAuthPath('/loginx')).toBe(false);
  });

  it('knows the private paths, where no third-party script runs', () => {
    expect(isPrivatePath('/complaints/anonymous')).toBe(true);
    expect(isPrivatePath('/verify/K7QM-2XPD-9HWA')).toBe(true);
    expect(isPrivatePath('/certificates')).toBe(false);
    expect(isPrivatePath('/complaints')).toBe(false);
    expect(isPrivatePath('/login')).toBe(false);
  });
});
