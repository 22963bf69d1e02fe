// The intake form's draft and its checks (CMP-4): what happened is required, the rest helps the
// committee; files are images, PDFs or plain text of at most 10 MB each (the server strips the
// metadata of images and PDFs and refuses other types).

export const COMPLAINT_KINDS = [
  'acoso_laboral',
  'acoso_sexual',
  'violencia',
  'discriminacion',
  'otra',
] as const;
export type ComplaintKindName = (typeof COMPLAINT_KINDS)[number];

export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'text/plain',
];
export const EVIDENCE_ACCEPT = EVIDENCE_TYPES.join(',');

export type IntakeDraft = {
  kind: ComplaintKindName | '';
  facts: string;
  when: string;
  where: string;
  /** The department where it happened (for statistics), '' for none. */
  areaId: number | '';
  people: string;
  witnesses: string;
  measures: string;
  thirdParty: boolean;
  files: File[];
};

export const emptyDraft = (): IntakeDraft => ({
  kind: '',
  facts: '',
  when: '',
  where: '',
  areaId: '',
  people: '',
  witnesses: '',
  measures: '',
  thirdParty: false,
  files: [],
});

export type IntakeProblem = 'kindRequired' | 'factsRequired' | 'factsTooShort';
export const MIN_FACTS = 20;

/** The draft's problems by field (none: it can be sent). */
export function intakeProblems(
  draft: IntakeDraft,
): Partial<Record<'kind' | 'facts', IntakeProblem>> {
  const problems: Partial<Record<'kind' | 'facts', IntakeProblem>> = {};
  if (!draft.kind) problems.kind = 'kindRequired';
  const facts = draft.facts.trim();
  if (!facts) problems.facts = 'factsRequired';
  else if (facts.length < MIN_FACTS) problems.facts = 'factsTooShort';
  return problems;
}

export type FileProblem = 'tooLarge' | 'wrongType';

/** Why a chosen file cannot go as evidence, or null when it can. */
export function fileProblem(file: Pick<File, 'size' | 'type'>): FileProblem | null {
  if (!EVIDENCE_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > MAX_EVIDENCE_BYTES) return 'tooLarge';
  return null;
}

/** A file's bytes as base64 (the anonymous route takes evidence inside its JSON body). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The intake's fields as the contract names them (all sealed on the server but the kind, the
 *  area and the third-party flag). */
export const intakeBody = (draft: IntakeDraft) => ({
  kind: draft.kind as ComplaintKindName,
  area_id: draft.areaId === '' ? null : draft.areaId,
  facts: draft.facts.trim(),
  when_text: draft.when.trim(),
  where_text: draft.where.trim(),
  people_text: draft.people.trim(),
  witnesses_text: draft.witnesses.trim(),
  desired_measures: draft.measures.trim(),
  on_behalf_of_third_party: draft.thirdParty,
});
