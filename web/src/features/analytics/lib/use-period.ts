// The dashboard's period as the address holds it (`?chartsPeriod=`, `chartsFrom`, `chartsTo`).
import { useSearchParams } from 'react-router';

import { analyticsParams } from '../paths';

import { PERIODS, localDay, presetRange, rangeProblem, type PeriodKind } from './period';

export type Range = { from: string; to: string };

/** The period in the address: a preset ending today, or a valid custom from..to (else null,
 *  until the person applies valid dates); `fallback` while the address names none (`chosen`
 *  says whether it does). */
export function usePeriod(fallback: PeriodKind = '30d') {
  const [params] = useSearchParams();
  const asked = params.get(analyticsParams.period);
  const found = PERIODS.find((p) => p === asked);
  const chosen = found !== undefined;
  const kind: PeriodKind = found ?? fallback;
  const today = localDay(new Date());
  const customFrom = params.get(analyticsParams.from) ?? '';
  const customTo = params.get(analyticsParams.to) ?? '';
  const range: Range | null =
    kind === 'custom'
      ? rangeProblem(customFrom, customTo) === null
        ? { from: customFrom, to: customTo }
        : null
      : presetRange(kind, today);
  return { kind, range, customFrom, customTo, today, chosen };
}
