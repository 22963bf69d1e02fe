// "Enviar evidencia": what the action asks for (a text, a link, a photo or a file; nothing for
// evidence `none`), an optional comment with a photo or a file, and whether an approved one may
// appear in the program's activity. Its checks and the request it sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import { PROGRAM_LIMITS, type ProgramAction, type ProgramSubmitInput } from '../api/programs';

export type SubmitValues = { text: string; link: string; share: boolean };
export const emptySubmit = (share: boolean): SubmitValues => ({ text: '', link: '', share });

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const length = (text: string) => [...text.trim()].length;

/** The checks the server makes too: a text of 1 to 2,000 characters for text evidence (optional
 *  otherwise), an http(s) link for link evidence. The file is checked by the dialog. */
export function validateSubmit(action: Pick<ProgramAction, 'evidence'>, values: SubmitValues) {
  const errors: FieldChecks = {};
  if (action.evidence === 'text' && length(values.text) === 0)
    errors.text = 'programs.submit.errors.textRequired';
  else if (length(values.text) > PROGRAM_LIMITS.textMax)
    errors.text = 'programs.submit.errors.textLong';
  if (action.evidence === 'link') {
    const link = values.link.trim();
    if (!link) errors.link = 'programs.submit.errors.linkRequired';
    else if (!HTTP_URL.test(link) || link.length > PROGRAM_LIMITS.linkMax)
      errors.link = 'programs.submit.errors.linkInvalid';
  }
  return errors;
}

export function toSubmitInput(
  action: Pick<ProgramAction, 'id' | 'evidence'>,
  values: SubmitValues,
  attachmentKey: string | null,
  resubmissionOf: number | null,
): ProgramSubmitInput {
  const text = values.text.trim();
  return {
    action_id: action.id,
    ...(text ? { text } : {}),
    ...(action.evidence === 'link' ? { link: values.link.trim() } : {}),
    ...(action.evidence === 'photo' || action.evidence === 'file'
      ? { attachment_key: attachmentKey }
      : {}),
    share: values.share,
    ...(resubmissionOf ? { resubmission_of: resubmissionOf } : {}),
  };
}
