import { describe, expect, it } from 'vitest';

import { checkDraft, emptyDraft, inputOf, canEdit } from '../admin/challenge-draft';
import { parseAmount, toClaimInput, validateClaim } from '../components/claim-form-schema';

import { groupDigits, parseCodeText, typedDigits } from './checkin-code';

describe('the check-in code', () => {
  it('reads the QR text of a challenge and the digits people type', () => {
    expect(parseCodeText('APL-RETO:7:123456')).toEqual({ challengeId: 7, code: '123456' });
    expect(parseCodeText(' apl-reto:12:000001 ')).toEqual({ challengeId: 12, code: '000001' });
    expect(parseCodeText('APL:7:3:12345678')).toBeNull();
    expect(parseCodeText('APL-RETO:7:12345')).toBeNull();
    expect(typedDigits('123 456')).toBe('123456');
    expect(typedDigits('123-456')).toBe('123456');
    expect(groupDigits('123456')).toBe('123 456');
  });
});

describe('a claim', () => {
  const number = { metric: 'number', evidence: 'none', max_per_claim: 20 } as const;
  const empty = { text: '', link: '', number: '', alternative: false };

  it('takes decimals with a comma or a point, up to three places', () => {
    expect(parseAmount('4,5')).toBe(4.5);
    expect(parseAmount('4.125')).toBe(4.125);
    expect(parseAmount('4.1255')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('km')).toBeNull();
  });

  it('asks for a number above 0 and within the most per claim', () => {
    expect(validateClaim(number, empty)).toEqual({
      number: 'challenges.claim.errors.numberRequired',
    });
    expect(validateClaim(number, { ...empty, number: '0' })).toEqual({
      number: 'challenges.claim.errors.numberInvalid',
    });
    expect(validateClaim(number, { ...empty, number: '20,5' })).toEqual({
      number: 'challenges.claim.errors.numberTooBig',
    });
    expect(validateClaim(number, { ...empty, number: '20' })).toEqual({});
  });

  it('asks for the evidence the challenge wants', () => {
    const link = { metric: 'claims', evidence: 'link', max_per_claim: null } as const;
    expect(validateClaim(link, empty)).toEqual({ link: 'challenges.claim.errors.linkRequired' });
    expect(validateClaim(link, { ...empty, link: 'ftp://x' })).toEqual({
      link: 'challenges.claim.errors.linkInvalid',
    });
    const text = { metric: 'claims', evidence: 'text', max_per_claim: null } as const;
    expect(validateClaim(text, { ...empty, text: '   ' })).toEqual({
      text: 'challenges.claim.errors.textRequired',
    });
  });

  it('sends only what the challenge takes', () => {
    const photo = { metric: 'claims', evidence: 'photo', max_per_claim: null } as const;
    expect(toClaimInput(photo, { ...empty, text: ' Listo ' }, 'up/1.jpg')).toEqual({
      text: 'Listo',
      upload_key: 'up/1.jpg',
      used_alternative: false,
    });
    expect(toClaimInput(number, { ...empty, number: '3,25', alternative: true }, null)).toEqual({
      number: 3.25,
      used_alternative: true,
    });
  });
});

describe('the editor draft', () => {
  it('checks the fields the server checks', () => {
    const problems = checkDraft({ ...emptyDraft(), maxPerDay: '0', fourEyes: 'x' });
    expect(Object.fromEntries(problems)).toEqual({
      title: 'required',
      starts_on: 'required',
      ends_on: 'required',
      target: 'positive',
      max_claims_per_day: 'perDay',
      four_eyes_points: 'atLeastOne',
    });
    const number = checkDraft({
      ...emptyDraft(),
      title: 'Caminar',
      startsOn: '2026-03-10',
      endsOn: '2026-03-01',
      target: '50',
      metric: 'number',
      maxPerClaim: '',
      audience: { everyone: false, departments: [], groups: [] },
    });
    expect(Object.fromEntries(number)).toEqual({
      ends_on: 'period',
      max_per_claim: 'positive',
      audience: 'audience',
    });
  });

  it('sends the contract shape, leaving out what the metric does not use', () => {
    const input = inputOf({
      ...emptyDraft(),
      title: ' Reconoce a 5 ',
      startsOn: '2026-03-01',
      endsOn: '2026-03-31',
      metric: 'product_event',
      productEvent: 'recognition_sent',
      target: '5',
      rewardPoints: '100',
      badgeId: '4',
      kind: 'team',
      teamBasis: 'group',
      fourEyes: '',
    });
    expect(input).toMatchObject({
      title: 'Reconoce a 5',
      kind: 'team',
      team_basis: 'group',
      metric: 'product_event',
      product_event: 'recognition_sent',
      evidence: 'none',
      approval: 'auto',
      unit: null,
      max_per_claim: null,
      target: 5,
      reward_points: 100,
      badge_id: 4,
      four_eyes_points: null,
      max_claims_per_day: 5,
      audience: { everyone: true, departments: [], groups: [] },
    });
  });

  it('keeps the locked fields of a running challenge', () => {
    expect(canEdit('draft', 'metric')).toBe(true);
    expect(canEdit('active', 'metric')).toBe(false);
    expect(canEdit('active', 'ends_on')).toBe(true);
    expect(canEdit('inactive', 'alternative')).toBe(true);
  });
});
