import { describe, expect, it } from 'vitest';

import { notificationSayer } from '@/testing/notification-sayer';

import { notificationKinds } from './notification-kinds';

const sayer = (lng: 'es' | 'en') => notificationSayer(notificationKinds, lng);

describe('the health and safety notification kinds', () => {
  it('name the report type and the stage in the reader’s language from their codes', async () => {
    const en = await sayer('en');
    expect(en('hs_report_new', { report_id: 3, report_kind: 'near_miss' })).toBe(
      'New health and safety report: Near miss',
    );
    expect(en('hs_report_status', { report_id: 3, report_kind: 'hazard', stage: 'actions' })).toBe(
      'Your report (Hazard) moved to “Corrective actions”',
    );
    const es = await sayer('es');
    expect(es('hs_report_status', { report_kind: 'incident', stage: 'closed' })).toContain(
      'Cerrado',
    );
  });

  it('tell a reporter of a reply and the officers of what an anonymous reporter added', async () => {
    const en = await sayer('en');
    expect(en('hs_report_reply', { report_id: 3, report_kind: 'near_miss' })).toBe(
      'The health and safety team wrote to you about your report (Near miss)',
    );
    const es = await sayer('es');
    expect(es('hs_report_comment', { report_id: 4, report_kind: 'hazard' })).toBe(
      'Quien reportó de forma anónima añadió información a un reporte (Condición insegura)',
    );
  });

  it('read notifications written before the codes from the mail’s words', async () => {
    const en = await sayer('en');
    expect(
      en('hs_report_status', { kind_es: 'casi accidente', status_en: 'under investigation' }),
    ).toBe('Your report (Near miss) moved to “Under investigation”');
    expect(en('hs_report_new', { kind_es: 'algo raro' })).toBe(
      'New health and safety report: a report',
    );
    expect(en('hs_report_status', { report_kind: 'hazard', stage: 'reported' })).toBe(
      'Your safety report changed stage',
    );
  });
});
