// People: the shared people picker (the one the send-recognition dialog uses), one person or up
// to max_people. People kept by id only (a draft) are shown by the name their public profile
// gives.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { PeoplePicker, type PeoplePickerTexts } from '@/components/people/people-picker';
import { publicProfileQueryOptions } from '@/lib/calls/user';

import type { ControlProps, QuestionOf } from './control-props';

function usePickerTexts(): PeoplePickerTexts {
  const { t } = useTranslation();
  return {
    noResults: t('forms.renderer.people.noResults'),
    searchFailed: t('forms.renderer.people.searchFailed'),
    searching: t('forms.renderer.people.searching'),
    open: t('forms.renderer.people.open'),
    close: t('forms.renderer.people.close'),
    clear: t('forms.renderer.people.clear'),
  };
}

/** The people chosen, with the names of those known by id only looked up (`pending` stands in
 *  while they load, or when the person is no longer there). */
function useNamedPeople(people: PersonRef[], pending: string): PersonRef[] {
  const unnamed = people.filter((person) => person.full_name === '');
  const profiles = useQueries({
    queries: unnamed.map((person) => ({
      ...publicProfileQueryOptions(person.id),
      staleTime: 5 * 60_000,
    })),
  });
  const found = new Map(
    profiles.flatMap((profile) =>
      profile.data ? [[profile.data.user.id, profile.data.user]] : [],
    ),
  );
  return people.map((person) =>
    person.full_name === '' ? (found.get(person.id) ?? { ...person, full_name: pending }) : person,
  );
}

export function PersonControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
}: ControlProps<QuestionOf<'person'>>) {
  const { t } = useTranslation();
  const texts = usePickerTexts();
  const people = useNamedPeople(
    Array.isArray(value) ? (value as PersonRef[]) : [],
    t('forms.renderer.people.unnamed'),
  );
  const common = {
    id: ids.control,
    label: t(
      question.max_people === 1 ? 'forms.renderer.people.one' : 'forms.renderer.people.several',
    ),
    required: question.required,
    disabled,
    onBlur,
    variant: 'avatar' as const,
    texts,
  };
  return question.max_people === 1 ? (
    <PeoplePicker
      {...common}
      value={people[0] ?? null}
      onChange={(person) => onChange(person ? [person] : [])}
    />
  ) : (
    <PeoplePicker {...common} multiple value={people} onChange={onChange} keepSearchOnSelect />
  );
}
