import { afterEach, describe, expect, it } from 'vitest';

import type { ModuleManifest } from './manifest';
import {
  approvalKinds,
  ledgerKindWords,
  liveHints,
  registeredManifests,
  registerManifests,
} from './registry';

// The app's manifests, registered by the tests' set-up (app/modules.ts); restored after each test.
const app = registeredManifests();
afterEach(() => registerManifests(app));

const things: ModuleManifest = {
  ledgerKinds: {
    thing: { entry: 'points.accounts.give', total: 'points.accounts.redeem' },
  },
  liveHints: [{ name: `things.changed`, invalidate: [['things']] }],
};

describe('the registry of module slots', () => {
  it('finds a ledger kind in the manifest of the module that writes it', () => {
    registerManifests([{}, things]);
    expect(ledgerKindWords('thing')).toEqual({
      entry: 'points.accounts.give',
      total: 'points.accounts.redeem',
    });
    expect(ledgerKindWords('survey')).toBeNull();
  });

  it('knows no words for a kind no module declares, nor for names every object has', () => {
    registerManifests([things]);
    expect(ledgerKindWords('mystery')).toBeNull();
    expect(ledgerKindWords('constructor')).toBeNull();
    expect(ledgerKindWords('toString')).toBeNull();
  });

  it("gathers every module's live hints", () => {
    registerManifests([things, { liveHints: [{ name: `other.moved` }] }]);
    expect(liveHints().map((hint) => hint.name)).toEqual([`things.changed`, `other.moved`]);
  });

  it("orders the approvals inbox's kinds by their place, whichever module names them", () => {
    registerManifests([
      { approvalKinds: { late: { labelKey: 'points.accounts.give', order: 30 } } },
      { approvalKinds: { early: { labelKey: 'points.accounts.redeem', order: 5 } } },
    ]);
    expect(approvalKinds().map((entry) => entry.kind)).toEqual(['early', 'late']);
  });

  it("reads the app's own modules: each kind in the words of the module writing it", () => {
    expect(ledgerKindWords('survey')?.entry).toBe('surveys.ledger.survey.entry');
    expect(ledgerKindWords('recognition')?.total).toBe('recognition.ledger.recognition.total');
    expect(ledgerKindWords('expire')?.entry).toBe('points.ledger.expire.entry');
    expect(liveHints().map((hint) => hint.name)).toContain(`surveys.pending`);
    expect(approvalKinds().map((entry) => entry.kind)).toEqual([
      'point_request',
      'program_submission',
      'challenge_claim',
      'benefit_request',
      'request',
      'invoice',
      'coverage_dependant',
    ]);
  });
});
