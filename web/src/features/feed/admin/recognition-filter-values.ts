// The filters and the order of the admin recognitions list, and the list call's query parameters
// they make.
import type { PersonRef } from '@/api/types';
import type { TableSort } from '@/components/data/data-table';
import { endOfDay, parseDateInput } from '@/lib/date-input';

import type { RecognitionFilters } from '../api/admin-recognitions';

export type FiledFilter = 'all' | 'visible' | 'filed';

export type FilterValues = {
  filed: FiledFilter;
  /** '' for every type. */
  typeId: string;
  person: PersonRef | null;
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
};

export const EMPTY_FILTERS: FilterValues = {
  filed: 'all',
  typeId: '',
  person: null,
  from: '',
  to: '',
};

export function toRecognitionFilters(values: FilterValues): RecognitionFilters {
  const from = parseDateInput(values.from);
  const to = parseDateInput(values.to);
  return {
    ...(values.filed === 'all' ? {} : { filed: values.filed === 'filed' }),
    ...(values.typeId ? { type_id: Number(values.typeId) } : {}),
    ...(values.person ? { user_id: values.person.id } : {}),
    ...(from ? { from: from.getTime() } : {}),
    ...(to ? { to: endOfDay(to) } : {}),
  };
}

/** The table's sort as the list call's: by date (the date column) or by points, either way;
 *  none: newest first. */
export function toRecognitionSort(sort: TableSort): Pick<RecognitionFilters, 'sort' | 'order'> {
  if (!sort) return {};
  return { sort: sort.key === 'points' ? 'points' : 'date', order: sort.desc ? 'desc' : 'asc' };
}
