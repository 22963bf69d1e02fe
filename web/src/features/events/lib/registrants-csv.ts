// The registrants' export (CSV, UTF-8 with a BOM so spreadsheet apps read accents): one row per
// registration with its answer, status, waitlist position, check-in and answers.
import type { Attendee } from '../api/types';

export type CsvWords = {
  headers: {
    name: string;
    email: string;
    response: string;
    status: string;
    position: string;
    registeredAt: string;
    checkedInAt: string;
    checkedInBy: string;
    pointsPaid: string;
    answers: string;
  };
  response: (value: Attendee['response']) => string;
  status: (value: Attendee['status']) => string;
  yes: string;
  no: string;
  moment: (ms: number) => string;
};

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading =, +, -
 *  or @ is neutralised so no spreadsheet runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function registrantsCsv(rows: readonly Attendee[], words: CsvWords): string {
  const { headers } = words;
  const lines = [
    [
      headers.name,
      headers.email,
      headers.response,
      headers.status,
      headers.position,
      headers.registeredAt,
      headers.checkedInAt,
      headers.checkedInBy,
      headers.pointsPaid,
      headers.answers,
    ],
    ...rows.map((row) => [
      row.person.full_name,
      row.person.email ?? '',
      words.response(row.response),
      words.status(row.status),
      row.waitlist_position === null ? '' : String(row.waitlist_position),
      words.moment(row.created_at),
      row.checked_in_at === null ? '' : words.moment(row.checked_in_at),
      row.checked_in_by?.full_name ?? '',
      row.points_paid ? words.yes : words.no,
      row.answers ? JSON.stringify(row.answers) : '',
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
