import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { orgDescription, orgLabel, orgName } from './org-wording';
import { useOrgWording } from './use-org-wording';

const thanks = {
  name: 'Gracias',
  name_en: 'Thanks',
  description: 'Por una ayuda.',
  description_en: 'For a helping hand.',
  emoji: '🙏',
};

describe('organisation wording', () => {
  it('gives the English wording in English when it is set', () => {
    expect(orgName(thanks, 'en')).toBe('Thanks');
    expect(orgName(thanks, 'en-GB')).toBe('Thanks');
    expect(orgDescription(thanks, 'en')).toBe('For a helping hand.');
    expect(orgLabel(thanks, 'en')).toBe('🙏 Thanks');
  });

  it("gives the organisation's own wording in Spanish", () => {
    expect(orgName(thanks, 'es')).toBe('Gracias');
    expect(orgDescription(thanks, 'es')).toBe('Por una ayuda.');
    expect(orgLabel(thanks, 'es')).toBe('🙏 Gracias');
    // An unknown or missing language is the default one, Spanish.
    expect(orgName(thanks, undefined)).toBe('Gracias');
    expect(orgName(thanks, 'fr')).toBe('Gracias');
  });

  it('falls back to its own wording when the English one is missing or blank', () => {
    expect(orgName({ name: 'Oro', name_en: null }, 'en')).toBe('Oro');
    expect(orgName({ name: 'Oro' }, 'en')).toBe('Oro');
    expect(orgName({ name: 'Oro', name_en: '  ' }, 'en')).toBe('Oro');
    expect(orgDescription({ description: 'Propia', description_en: '' }, 'en')).toBe('Propia');
    expect(orgLabel({ name: 'Integridad', name_en: null, emoji: null }, 'en')).toBe('Integridad');
  });

  it('gives no description when there is none in either language', () => {
    expect(orgDescription({ description: null, description_en: null }, 'en')).toBeNull();
    expect(orgDescription({ description: ' ' }, 'es')).toBeNull();
    // Only an English one: Spanish readers see none rather than English text.
    expect(orgDescription({ description: null, description_en: 'Only English' }, 'es')).toBeNull();
  });

  it('follows the UI language through the hook', async () => {
    for (const [lng, expected] of [
      ['es', 'Gracias'],
      ['en', 'Thanks'],
    ] as const) {
      const i18n = await createTestI18n(lng);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      );
      const { result } = renderHook(() => useOrgWording(), { wrapper });
      expect(result.current.name(thanks)).toBe(expected);
      expect(result.current.label(thanks)).toBe(`🙏 ${expected}`);
    }
  });
});
