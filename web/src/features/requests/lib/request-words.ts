// How requests read in the person's language: a type's name and description in English when the
// interface is in English and the type has them (else the Spanish ones), who approves a step,
// the chain in one line, dates, and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { formatDate, formatTime, isCurrentDay } from '@/lib/format-date';
import { useAppStore } from '@/stores/app-store';

import type { RequestItem, RequestStep } from '../api/requests';

type Named = { id?: number; full_name: string };
type StepWords = Pick<RequestStep, 'approver'> & {
  person?: Named | null;
  people?: readonly Named[];
  rule?: RequestStep['rule'];
  deadline_days?: number | null;
};

const inEnglish = (language: string) => language.split('-')[0] === 'en';
const isSet = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** A type's name in the UI language, with the Spanish one as fallback. */
export function localName(item: { name: string; name_en: string | null }, language: string) {
  return inEnglish(language) && isSet(item.name_en) ? item.name_en : item.name;
}

/** A type's description in the UI language, with the Spanish one as fallback. */
export function localDescription(
  item: { description: string; description_en: string | null },
  language: string,
) {
  return inEnglish(language) && isSet(item.description_en) ? item.description_en : item.description;
}

/** A request's type name in the UI language. */
export function requestName(
  request: { type_name: string; type_name_en: string | null },
  language: string,
) {
  return localName({ name: request.type_name, name_en: request.type_name_en }, language);
}

/** Names in one phrase: "Ana, Beto y Carla" (every one of them) or "Ana, Beto o Carla" (any). */
export function nameList(names: readonly string[], language: string, any = false) {
  return new Intl.ListFormat(language, {
    style: 'long',
    type: any ? 'disjunction' : 'conjunction',
  }).format(names);
}

/** The formatting the requests' screens share. */
export function useRequestFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const date = (value: number | string) =>
    formatDate(value, { language, todayLabel: t('dates.today') });
  return {
    language,
    date,
    /** "01/12/2026 a las 09:30" ("Hoy a las 09:30"), on its own. */
    moment: (value: number) => t('dates.at', { date: date(value), time: formatTime(value) }),
    /** Inside a sentence: "el 01/12/2026", or "hoy". */
    on: (value: number) =>
      isCurrentDay(value) ? t('requests.when.today') : t('requests.when.on', { date: date(value) }),
    /** Inside a sentence: "el 01/12/2026 a las 09:30", or "hoy a las 09:30". */
    onAt: (value: number) =>
      isCurrentDay(value)
        ? t('requests.when.todayAt', { time: formatTime(value) })
        : t('requests.when.onAt', { date: date(value), time: formatTime(value) }),
    typeName: (item: { name: string; name_en: string | null }) => localName(item, language),
    requestName: (request: { type_name: string; type_name_en: string | null }) =>
      requestName(request, language),
    /** Who decides a step: "Jefatura", "Personas (admins)", the named person, or the people of
     *  a parallel step ("Ana y Beto": both approve; "Ana o Beto": the first does). */
    approver: (step: StepWords) =>
      step.approver === 'person'
        ? (step.person?.full_name ?? t('requests.approver.person'))
        : step.approver === 'people' && step.people && step.people.length > 0
          ? nameList(
              step.people.map((person) => person.full_name),
              language,
              step.rule === 'any',
            )
          : t(`requests.approver.${step.approver}`),
  };
}

/** Who a pending request's current step waits for: "Espera a Luis Herrera", "Espera tu
 *  decisión" (the signed-in person decides it, alone or among several), "Espera a Ana y Beto"
 *  (a parallel step: those who have not decided yet; "Ana o Beto" when the first decides), or
 *  "Espera a Personas (admins)" (any admin). */
export function useWaitingWords() {
  const { t, i18n } = useTranslation();
  const me = useAppStore((state) => state.me.data?.id ?? null);
  return (request: Pick<RequestItem, 'approver' | 'approvers' | 'steps' | 'step'>) => {
    const { approver } = request;
    const approvers = request.approvers ?? [];
    if (approvers.length > 0) {
      if (approvers.some((person) => person.id === me)) return t('requests.waitingForYou');
      const any = request.steps[request.step]?.rule === 'any';
      return t('requests.waitingFor', {
        name: nameList(
          approvers.map((person) => person.full_name),
          i18n.language,
          any,
        ),
      });
    }
    return approver === null
      ? t('requests.waitingForAdmins')
      : approver.id === me
        ? t('requests.waitingForYou')
        : t('requests.waitingFor', { name: approver.full_name });
  };
}

/** The chain in one line: "Jefatura (2 días) → Personas (admins)", each step with its own
 *  deadline when it has one. */
export function useChainLine() {
  const { t } = useTranslation();
  const format = useRequestFormat();
  return (steps: readonly StepWords[]) =>
    steps
      .map((step) =>
        step.deadline_days
          ? t('requests.type.stepWithDeadline', {
              approver: format.approver(step),
              count: step.deadline_days,
            })
          : format.approver(step),
      )
      .join(' → ');
}

/** The refusals of the requests' calls this module words itself (in both languages). */
export const REQUEST_ERROR_CODES = [
  'request_decided',
  'already_decided',
  'not_your_decision',
  'own_item',
  'too_many_comments',
  'too_many_types',
] as const;
type Known = (typeof REQUEST_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  REQUEST_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed requests call: its own wording for the module's refusals, else the
 *  shared one. */
export function useRequestErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`requests.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
