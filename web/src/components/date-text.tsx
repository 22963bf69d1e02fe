import { useTranslation } from 'react-i18next';

import { formatDate } from '@/lib/format-date';

export type DateTextProps = { value: Date | string | number };

/** A date as dd/MM/yyyy, or "Hoy"/"Today" for the current day, in a <time> element. */
export function DateText({ value }: DateTextProps) {
  const { t, i18n } = useTranslation();
  const text = formatDate(value, { language: i18n.language, todayLabel: t('dates.today') });
  const date = value instanceof Date ? value : new Date(value);
  const machine =
    typeof value === 'string'
      ? value
      : Number.isNaN(date.getTime())
        ? undefined
        : date.toISOString();
  return <time dateTime={machine}>{text}</time>;
}
