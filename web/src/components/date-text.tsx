import { useTranslation } from 'react-i18next';

import { formatDate, formatTime } from '@/lib/format-date';

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

export type DateTimeTextProps = { value: Date | number };

/** A moment as its day (dd/MM/yyyy, or "Hoy"/"Today") and its time (HH:mm): "Hoy a las
 *  09:30", in a <time> element. Nothing for an invalid date. */
export function DateTimeText({ value }: DateTimeTextProps) {
  const { t, i18n } = useTranslation();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {t('dates.at', {
        date: formatDate(date, { language: i18n.language, todayLabel: t('dates.today') }),
        time: formatTime(date),
      })}
    </time>
  );
}
