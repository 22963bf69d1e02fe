import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { useLiveEvent } from '@/lib/live/live-bus';

import { taskKeys } from '../api/tasks';

/** The live hint that a task was just assigned to the person (backquoted: see
 *  lib/live/live-events.ts). */
export const APPENDED = `tasks.appended`;

/** How long a task appended live stays highlighted. */
export const HIGHLIGHT_MS = 4_000;

/** A list that grows live: when the stream says a task was assigned to the person, the lists
 *  are read again and the tasks that were not there before are returned (highlighted for a
 *  moment by the list). `ids`: the tasks the list shows now. */
export function useAppendedTasks(ids: readonly number[] | undefined): ReadonlySet<number> {
  const client = useQueryClient();
  const known = useRef<Set<number> | null>(null);
  const expecting = useRef<Set<number> | true | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  useLiveEvent(APPENDED, (data) => {
    const named = (data as { task_id?: unknown }).task_id;
    expecting.current = typeof named === 'number' ? new Set([named]) : true;
    void client.invalidateQueries({ queryKey: taskKeys.lists() });
  });

  useEffect(() => {
    if (!ids) return;
    const before = known.current;
    known.current = new Set([...(before ?? []), ...ids]);
    if (!before || expecting.current === null) return;
    const wanted = expecting.current;
    const added = ids.filter((id) => !before.has(id) && (wanted === true || wanted.has(id)));
    if (added.length === 0) return;
    expecting.current = null;
    setFresh(new Set(added));
  }, [ids]);

  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setFresh(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  return fresh;
}
