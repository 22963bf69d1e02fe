import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { PEOPLE_QUERY_MAX_LENGTH, searchPeople, type PersonRef } from '@/api/people';
import { queryKeys } from '@/api/query-keys';

import { useDebouncedValue } from './use-debounced-value';

const PAGE_SIZE = 10;

/** Options of an admin people picker: active members matching what is typed (the admin too). */
export function usePeopleOptions() {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim().slice(0, PEOPLE_QUERY_MAX_LENGTH));
  const search = useQuery({
    queryKey: [...queryKeys.peopleSearch, 'admin', query],
    queryFn: ({ signal }) => searchPeople({ query, perPage: PAGE_SIZE }, { signal, retry: false }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options: PersonRef[] = search.data?.items ?? [];
  return { input, setInput, options, loading: search.isFetching };
}
