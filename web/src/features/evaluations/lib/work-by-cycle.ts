import type { CycleRef, MyWork, ReviewStatus, StatusLine } from '../api/types';

/** Open reviews first, then the written ones, the declined last. */
const ORDER: Record<ReviewStatus, number> = { draft: 0, not_started: 1, submitted: 2, declined: 3 };

export type CycleWork = { cycle: CycleRef; line: StatusLine | null } & Pick<MyWork, 'reviews'> & {
    toMake: MyWork['nominations']['to_make'];
    toApprove: MyWork['nominations']['to_approve'];
    requests: MyWork['nominations']['requests'];
  };

/** The caller's work by cycle, in the order the server lists the cycles. */
export function workByCycle(work: MyWork): CycleWork[] {
  const cycles = new Map<number, CycleWork>();
  const add = (cycle: CycleRef, line: StatusLine | null = null) => {
    const known = cycles.get(cycle.id);
    if (known) return known;
    const entry: CycleWork = { cycle, line, reviews: [], toMake: [], toApprove: [], requests: [] };
    cycles.set(cycle.id, entry);
    return entry;
  };
  for (const cycle of work.cycles) add(cycle, cycle.status_line);
  for (const review of work.reviews) add(review.cycle).reviews.push(review);
  for (const entry of work.nominations.to_make) add(entry.cycle).toMake.push(entry);
  for (const entry of work.nominations.to_approve) add(entry.cycle).toApprove.push(entry);
  for (const entry of work.nominations.requests) add(entry.cycle).requests.push(entry);
  for (const entry of cycles.values())
    entry.reviews.sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return [...cycles.values()].filter(
    (entry) =>
      entry.reviews.length + entry.toMake.length + entry.toApprove.length + entry.requests.length >
      0,
  );
}
