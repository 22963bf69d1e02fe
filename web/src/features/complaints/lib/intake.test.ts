import { describe, expect, it } from 'vitest';

import { emptyDraft, fileBase64, fileProblem, intakeProblems, MAX_EVIDENCE_BYTES } from './intake';

describe('the intake form', () => {
  it('needs a kind and what happened, in some words', () => {
    expect(intakeProblems(emptyDraft())).toEqual({
      kind: 'kindRequired',
      facts: 'factsRequired',
    });
    expect(intakeProblems({ ...emptyDraft(), kind: 'otra', facts: 'Me gritó' })).toEqual({
      facts: 'factsTooShort',
    });
    expect(
      intakeProblems({
        ...emptyDraft(),
        kind: 'acoso_laboral',
        facts: 'Mi jefe me grita delante del equipo cada lunes.',
      }),
    ).toEqual({});
  });

  it('takes images and PDFs up to 10 MB as evidence', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: MAX_EVIDENCE_BYTES })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: MAX_EVIDENCE_BYTES + 1 })).toBe('tooLarge');
    expect(fileProblem({ type: 'application/zip', size: 10 })).toBe('wrongType');
  });

  it('sends a file as base64', async () => {
    expect(await fileBase64(new Blob(['hola']))).toBe('aG9sYQ==');
  });
});
