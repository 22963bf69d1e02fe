// How a goal's figures read: its value in its metric (done or not, a number with its unit, a
// percentage, money in its currency) and its health as text (never colour alone).
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Goal, Health } from '../api/types';

/** The palette colour of each health; the text beside it always says the same. */
export const HEALTH_COLOURS: Record<Health, 'success' | 'warning' | 'error' | 'info' | 'primary'> =
  {
    on_track: 'success',
    behind: 'warning',
    at_risk: 'error',
    not_started: 'info',
    done: 'primary',
  };

/** A goal's value in its metric: "120 clientes", "45 %", "$1.200.000", "Hecho". */
export function useGoalValue() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (goal: Pick<Goal, 'metric' | 'unit' | 'currency'>, value: number): string => {
    switch (goal.metric) {
      case 'binary':
        return t(value >= 100 || value === 1 ? 'goals.value.done' : 'goals.value.notDone');
      case 'percent':
        return format.percent(value / 100);
      case 'currency':
        return goal.currency ? format.money(value, goal.currency) : format.number(value);
      default:
        return goal.unit ? `${format.number(value)} ${goal.unit}` : format.number(value);
    }
  };
}

/** One decimal at most, as a percentage of progress: "42,5 %". */
export function useProgressText() {
  const format = useNumberFormat();
  return (progress: number) => format.percent(Math.round(progress * 10) / 1000);
}
