import { describe, expect, it } from 'vitest';

import { emptySubmit, toSubmitInput, validateSubmit } from './submit-form-schema';

describe('validateSubmit', () => {
  it('asks for the text of a text action and for an http(s) link of a link action', () => {
    expect(validateSubmit({ evidence: 'text' }, emptySubmit(true))).toEqual({
      text: 'programs.submit.errors.textRequired',
    });
    expect(
      validateSubmit({ evidence: 'link' }, { ...emptySubmit(true), link: 'ftp://x.org' }),
    ).toEqual({
      link: 'programs.submit.errors.linkInvalid',
    });
    expect(
      validateSubmit({ evidence: 'link' }, { ...emptySubmit(true), link: 'https://x.org/a' }),
    ).toEqual({});
    expect(validateSubmit({ evidence: 'photo' }, emptySubmit(true))).toEqual({});
  });
});

describe('toSubmitInput', () => {
  it('sends only what the action asks for, the upload and the resubmitted one', () => {
    expect(
      toSubmitInput(
        { id: 4, evidence: 'photo' },
        { text: ' Listo ', link: 'x', share: false },
        'k/1',
        9,
      ),
    ).toEqual({
      action_id: 4,
      text: 'Listo',
      attachment_key: 'k/1',
      share: false,
      resubmission_of: 9,
    });
    expect(toSubmitInput({ id: 5, evidence: 'none' }, emptySubmit(true), null, null)).toEqual({
      action_id: 5,
      share: true,
    });
  });
});
