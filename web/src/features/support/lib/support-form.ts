// The contact form's values and checks: the server's own (support_service.cpp), so a message the
// form lets through is one the server takes. Lengths count characters (code points), as the
// server does, after trimming.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  PAGE_MAX,
  SUBJECT_MAX,
  SUBJECT_MIN,
  SUPPORT_TOPICS,
  type SupportMessageInput,
  type SupportTopic,
} from '../api/support';

export type SupportFormValues = { topic: SupportTopic | ''; subject: string; message: string };

export const EMPTY_SUPPORT_FORM: SupportFormValues = { topic: '', subject: '', message: '' };

/** Characters as the server counts them (UTF-8 code points). */
export const characters = (text: string): number => [...text].length;

export function validateSupportForm(values: SupportFormValues): FieldChecks {
  const checks: FieldChecks = {};
  if (!SUPPORT_TOPICS.includes(values.topic as SupportTopic)) {
    checks.topic = 'support.form.errors.topic';
  }
  const subject = values.subject.trim();
  if (characters(subject) < SUBJECT_MIN || characters(subject) > SUBJECT_MAX) {
    checks.subject = 'support.form.errors.subjectLength';
  } else if (/[\r\n]/.test(subject)) {
    checks.subject = 'support.form.errors.subjectLine';
  }
  const message = values.message.trim();
  if (characters(message) < MESSAGE_MIN) checks.message = 'support.form.errors.messageShort';
  else if (characters(message) > MESSAGE_MAX) checks.message = 'support.form.errors.messageLong';
  return checks;
}

/** What a valid form sends, with the page the person came from when there is one. */
export function toSupportRequest(
  values: SupportFormValues,
  page: string | null,
): SupportMessageInput {
  return {
    topic: values.topic as SupportTopic,
    subject: values.subject.trim(),
    message: values.message.trim(),
    ...(page ? { page } : {}),
  };
}

/** A path the server accepts as the page of origin: starts with one slash, no spaces or line
 *  breaks, at most 200 characters; not the support page itself. Anything else: null. */
export function originPage(candidate: unknown, supportPath: string): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (/\s/.test(candidate) || candidate.length > PAGE_MAX) return null;
  const path = candidate.split(/[?#]/)[0] ?? candidate;
  if (path === supportPath || path.startsWith(`${supportPath}/`)) return null;
  return candidate;
}

/** The page the person came from: the app's `state.from` when a link passed it, else the
 *  referrer's path when it is this app's origin; null when neither is a page of the app. */
export function pageOfOrigin(
  state: unknown,
  referrer: string,
  origin: string,
  supportPath: string,
): string | null {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  const fromState = originPage(from, supportPath);
  if (fromState) return fromState;
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return null;
    return originPage(url.pathname, supportPath);
  } catch {
    return null;
  }
}
