// The rules of answering, as the server checks them (api/modules/psychosocial.yaml): Guía I's
// sections II–IV are asked only when some item of section I is yes, and then every one of their
// items is required; Guía II/III's blocks behind a filter (serves_clients, is_boss) are asked only
// when the filter is answered yes, and every item shown is required.
import type {
  FilterId,
  Guide1Answer,
  LikertAnswer,
  PsyAnswersInput,
  PsyGuide,
  PsySection,
} from '../api/psychosocial';

export type Guide1Answers = Record<string, Guide1Answer>;

/** Whether sections II–IV are asked: some item of section I (the first) is yes. */
export function guide1AsksMore(guide: PsyGuide, answers: Guide1Answers): boolean {
  const first = guide.sections[0];
  return Boolean(first?.items.some((n) => answers[String(n)] === 'yes'));
}

/** The sections of Guía I asked with these answers. */
export function guide1Sections(guide: PsyGuide, answers: Guide1Answers): PsySection[] {
  return guide1AsksMore(guide, answers) ? guide.sections : guide.sections.slice(0, 1);
}

/** The items of Guía I asked and not yet answered, in order. */
export function guide1Missing(guide: PsyGuide, answers: Guide1Answers): number[] {
  return guide1Sections(guide, answers)
    .flatMap((section) => section.items)
    .filter((n) => !answers[String(n)]);
}

/** What is sent: the asked items only (the server refuses answers to sections not asked). */
export function guide1Payload(guide: PsyGuide, answers: Guide1Answers): Guide1Answers {
  const asked = guide1Sections(guide, answers).flatMap((section) => section.items);
  return Object.fromEntries(
    asked.filter((n) => answers[String(n)]).map((n) => [String(n), answers[String(n)]!]),
  );
}

export type MainAnswers = Record<string, LikertAnswer>;
export type Filters = Partial<Record<FilterId, boolean>>;

/** Whether a section's items are asked: no filter, or its filter answered yes. */
export const sectionShown = (section: PsySection, filters: Filters) =>
  !section.filter || filters[section.filter.id] === true;

/** The sections that still count: those not behind a filter answered no. */
export const countedSections = (guide: PsyGuide, filters: Filters) =>
  guide.sections.filter((section) => !section.filter || filters[section.filter.id] !== false);

export type MainProgress = {
  /** Items of the sections that count (a filter not yet answered counts its block). */
  total: number;
  answered: number;
  /** Unanswered items shown, and filters not yet answered. */
  left: number;
};

export function mainProgress(
  guide: PsyGuide,
  filters: Filters,
  answers: MainAnswers,
): MainProgress {
  const sections = countedSections(guide, filters);
  const items = sections.flatMap((section) => section.items);
  const answered = items.filter((n) => answers[String(n)]).length;
  const filtersLeft = new Set(
    guide.sections.flatMap((section) =>
      section.filter && filters[section.filter.id] === undefined ? [section.filter.id] : [],
    ),
  ).size;
  const itemsLeft = guide.sections
    .filter((section) => sectionShown(section, filters))
    .flatMap((section) => section.items)
    .filter((n) => !answers[String(n)]).length;
  return { total: items.length, answered, left: itemsLeft + filtersLeft };
}

/** The first section with something left to answer (a filter, or an item shown), or -1. */
export function firstIncompleteSection(
  guide: PsyGuide,
  filters: Filters,
  answers: MainAnswers,
): number {
  return guide.sections.findIndex((section) => {
    if (section.filter && filters[section.filter.id] === undefined) return true;
    return sectionShown(section, filters) && section.items.some((n) => !answers[String(n)]);
  });
}

/** What is sent: both filters (a filter the guide does not ask is no) and the items shown. */
export function mainPayload(
  guide: PsyGuide,
  filters: Filters,
  answers: MainAnswers,
): PsyAnswersInput {
  const shown = guide.sections
    .filter((section) => sectionShown(section, filters))
    .flatMap((section) => section.items);
  return {
    filters: {
      serves_clients: filters.serves_clients === true,
      is_boss: filters.is_boss === true,
    },
    answers: Object.fromEntries(
      shown.filter((n) => answers[String(n)]).map((n) => [String(n), answers[String(n)]!]),
    ),
  };
}
