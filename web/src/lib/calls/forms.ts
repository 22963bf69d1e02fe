// A form to answer and its submissions (api/modules/forms.yaml): what people call, on the form's
// own screen and wherever a form is embedded (an organisation's own pages). The console's calls
// (/org/forms) are the forms builder's.
import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { FormLanguage } from '@/lib/forms/localize';
import type { Answers, FormContext, FormDefinition } from '@/lib/forms/types';

type MemberFormBody = components['schemas']['MemberForm'];
export type FormSubmission = components['schemas']['FormSubmission'];

/** A form to answer: its latest version, every text in the person's language. */
export type MemberForm = Omit<MemberFormBody, 'definition' | 'context'> & {
  definition: FormDefinition<string>;
  context: FormContext;
};

export const memberFormKeys = {
  one: (formId: string, language: FormLanguage) =>
    [...queryKeys.memberForms, formId, language] as const,
};

/** GET /forms/{form_id}?lang=: the texts come localised (Spanish where there is no English). */
export const fetchMemberForm = async (
  formId: string,
  language: FormLanguage,
  options: RequestOptions = {},
): Promise<MemberForm> => {
  const form = await getData<MemberFormBody>(`/forms/${encodeURIComponent(formId)}`, {
    ...options,
    params: { lang: language },
  });
  // Localised by the server: every text a plain string.
  return form as unknown as MemberForm;
};

export const memberFormQueryOptions = (formId: string, language: FormLanguage) =>
  readQueryOptions(memberFormKeys.one(formId, language), (options) =>
    fetchMemberForm(formId, language, options),
  );

/** POST /forms/{form_id}/submissions: the answers to the version opened. 422 invalid_answers names
 *  each bad answer (`details.fields`, `answers.<question id>`). */
export const submitForm = (formId: string, version: number, answers: Answers) =>
  sendData<FormSubmission>('POST', `/forms/${encodeURIComponent(formId)}/submissions`, {
    version,
    answers,
  });
