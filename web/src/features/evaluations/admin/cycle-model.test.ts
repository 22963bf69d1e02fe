import { describe, expect, it } from 'vitest';

import { cycleValues, DEFAULT_VALUES, toCycleFields, validateCycle } from './cycle-model';
import { roleProblem, withRoleQuestions } from './form-rules';
import { participantsInput, readCsvEmails, readPasted } from './participants-model';
import { nextPhase } from './phases';
import { cycle, TEMPLATES } from './testing';
import { formDraft } from './use-direction-drafts';

const filled = () => ({
  ...structuredClone(DEFAULT_VALUES),
  name: '  Evaluación 2026 ',
  period_from: '2026-01-01',
  period_to: '2026-06-30',
  deadlines: {
    nomination_due: '',
    writing_due: '2026-07-15',
    calibration_due: '2026-07-31',
    sharing_due: '2026-08-15',
  },
});

describe('validateCycle', () => {
  it('asks for a name, real days in order and at least one direction', () => {
    const errors = validateCycle({
      ...filled(),
      name: ' ',
      period_from: '2026-02-30',
      period_to: '2025-12-31',
      directions: [],
    });
    expect(errors).toMatchObject({
      name: 'evaluations.admin.editor.errors.nameRequired',
      period_from: 'evaluations.admin.editor.errors.day',
      directions: 'evaluations.admin.editor.errors.directions',
    });
    expect(validateCycle({ ...filled(), period_to: '2025-12-31' }).period_to).toBe(
      'evaluations.admin.editor.errors.periodOrder',
    );
    expect(validateCycle(filled())).toEqual({});
  });

  it('wants deadlines that do not go back, the nomination one only with peers', () => {
    const values = filled();
    values.deadlines.calibration_due = '2026-07-01';
    expect(validateCycle(values)).toEqual({
      'deadlines.calibration_due': 'evaluations.admin.editor.errors.deadlineOrder',
    });
    const peers = { ...filled(), directions: ['self', 'peer'] as const };
    expect(validateCycle({ ...peers, directions: [...peers.directions] })).toEqual({
      'deadlines.nomination_due': 'evaluations.admin.editor.errors.day',
    });
    const late = filled();
    late.directions = ['peer'];
    late.deadlines.nomination_due = '2026-07-20';
    expect(validateCycle(late)['deadlines.writing_due']).toBe(
      'evaluations.admin.editor.errors.deadlineOrder',
    );
  });

  it('keeps the peers within their limits, most at least fewest', () => {
    const values = filled();
    values.directions = ['peer'];
    values.deadlines.nomination_due = '2026-07-01';
    values.peers = { min: '4', max: '3', nominated_by: 'leader', per_reviewer_cap: '21' };
    expect(validateCycle(values)).toEqual({
      'peers.max': 'evaluations.admin.editor.errors.peersMaxBelowMin',
      'peers.per_reviewer_cap': 'evaluations.admin.editor.errors.peersCap',
    });
    values.peers = { min: 'x', max: '0', nominated_by: 'leader', per_reviewer_cap: '5' };
    expect(validateCycle(values)).toEqual({
      'peers.min': 'evaluations.admin.editor.errors.peersMin',
      'peers.max': 'evaluations.admin.editor.errors.peersMax',
    });
  });
});

describe('toCycleFields', () => {
  it('sends trimmed texts, numbers, directions in their order, nomination day only with peers', () => {
    const values = filled();
    values.directions = ['upward', 'self'];
    expect(toCycleFields(values)).toMatchObject({
      name: 'Evaluación 2026',
      directions: ['self', 'upward'],
      deadlines: { writing_due: '2026-07-15' },
      peers: { min: 3, max: 5, nominated_by: 'reviewee', per_reviewer_cap: 5 },
    });
    expect(toCycleFields(values).deadlines).not.toHaveProperty('nomination_due');
  });

  it('reads a kept cycle back as the form shows it', () => {
    expect(cycleValues(cycle('draft'))).toMatchObject({
      name: 'Evaluación 2026',
      directions: ['self', 'leader'],
      deadlines: { nomination_due: '', writing_due: '2026-07-15' },
      peers: { min: '3', max: '5', per_reviewer_cap: '5' },
    });
  });
});

describe('the forms the module needs', () => {
  it('asks every form for «overall» and the leader for «potential» from 1 to 3', () => {
    const self = formDraft(TEMPLATES.self);
    const leader = formDraft(TEMPLATES.leader);
    expect(roleProblem('self', self)).toBeNull();
    expect(roleProblem('leader', leader)).toBeNull();
    expect(roleProblem('leader', self)).toBe('potential');
    const noOverall = { ...self, questions: self.questions.slice(1) };
    expect(roleProblem('peer', noOverall)).toBe('overall');
    const wideScale = {
      ...leader,
      questions: leader.questions.map((item) =>
        item.id === 'potential' ? { ...item, max: 5 } : item,
      ),
    };
    expect(roleProblem('leader', wideScale)).toBe('potential');
  });

  it('puts the template questions back: replacing one that does not fit, else first', () => {
    const leader = formDraft(TEMPLATES.leader);
    const broken = {
      ...leader,
      questions: [
        { id: 'q1', type: 'yes_no' as const, required: true, title: { es: '¿Sí?' } },
        { id: 'potential', type: 'short_text' as const, max_length: 10, title: { es: 'X' } },
      ],
    };
    const fixed = withRoleQuestions('leader', broken, leader);
    expect(fixed.questions.map((item) => item.id)).toEqual(['overall', 'q1', 'potential']);
    expect(roleProblem('leader', fixed)).toBeNull();
  });
});

describe('participants as given', () => {
  it('reads pasted e-mails and names what is not one', () => {
    expect(readPasted('ana@demo.local, LUIS@demo.local;\nana@demo.local  nadie')).toEqual({
      emails: ['ana@demo.local', 'luis@demo.local'],
      invalid: ['nadie'],
    });
  });

  it('takes every e-mail cell of a CSV, skipping headers and names', () => {
    expect(readCsvEmails('nombre;email\r\n"Ana";"ana@demo.local"\nLuis,luis@demo.local\n')).toEqual(
      ['ana@demo.local', 'luis@demo.local'],
    );
  });

  it('sends people, departments and every e-mail once; nothing when nobody was given', () => {
    expect(
      participantsInput({
        departments: [{ id: 3, name: 'Tecnología' }],
        people: [],
        pasted: 'ana@demo.local',
        file: { name: 'x.csv', emails: ['ana@demo.local', 'luis@demo.local'] },
      }),
    ).toEqual({ department_ids: [3], emails: ['ana@demo.local', 'luis@demo.local'] });
    expect(participantsInput({ departments: [], people: [], pasted: ' ', file: null })).toBeNull();
  });
});

describe('nextPhase', () => {
  it('goes through nomination only with peers, and nowhere once closed', () => {
    expect(nextPhase({ phase: 'draft', directions: ['self', 'peer'] })).toBe('nomination');
    expect(nextPhase({ phase: 'draft', directions: ['self'] })).toBe('writing');
    expect(nextPhase({ phase: 'calibration', directions: ['self'] })).toBe('sharing');
    expect(nextPhase({ phase: 'closed', directions: ['self'] })).toBeNull();
  });
});
