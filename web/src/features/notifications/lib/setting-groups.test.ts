import { describe, expect, it } from 'vitest';

import type { NotificationGroup, NotificationKind } from '@/lib/modules/manifest';
import { createTestI18n } from '@/testing/test-i18n';

import type { NotificationSetting } from '../api/notification-settings';

import type { KnownKinds } from './notification-kinds';
import { groupSettings } from './setting-groups';

const CELEBRATIONS: NotificationGroup = {
  label: 'notifications.settings.groups.celebrations',
  order: 50,
};
const RECOGNITION: NotificationGroup = {
  label: 'notifications.settings.groups.recognition',
  order: 10,
};

function kind(label: NotificationKind['label'], group?: NotificationGroup): NotificationKind {
  return { label, group, sentence: () => '' };
}

const setting = (kind: string): NotificationSetting => ({
  kind,
  in_app: true,
  email: false,
  whatsapp: false,
});

async function grouped(settings: string[], kinds: KnownKinds | null, lng: 'es' | 'en' = 'es') {
  const i18n = await createTestI18n(lng);
  return groupSettings(settings.map(setting), kinds, i18n.t, lng).map((group) => ({
    group: group.label,
    kinds: group.settings.map(({ setting: { kind }, label }) => `${kind}: ${label}`),
  }));
}

describe('groupSettings', () => {
  it('puts each kind under its group, groups by order and kinds by name; the rest last', async () => {
    const kinds: KnownKinds = new Map([
      ['birthday', kind('notifications.settings.kinds.birthday', CELEBRATIONS)],
      ['anniversary', kind('notifications.settings.kinds.anniversary', CELEBRATIONS)],
      // Another module's kind in the same group: the same label makes it one group.
      ['post_liked', kind('notifications.settings.kinds.post_liked', { ...RECOGNITION })],
      ['badge_received', kind('notifications.settings.kinds.badge_received', RECOGNITION)],
      // Known, but given no group.
      ['product_gift', kind('notifications.settings.kinds.product_gift')],
    ]);
    expect(
      await grouped(
        ['birthday', 'kudos_wall', 'post_liked', 'product_gift', 'anniversary', 'badge_received'],
        kinds,
      ),
    ).toEqual([
      {
        group: 'Reconocimientos y publicaciones',
        kinds: ['badge_received: Insignias recibidas', 'post_liked: Me gusta en tus publicaciones'],
      },
      {
        group: 'Celebraciones',
        kinds: ['anniversary: Tu aniversario laboral', 'birthday: Tu cumpleaños'],
      },
      {
        group: 'Otras',
        kinds: ['kudos_wall: Otros avisos (kudos_wall)', 'product_gift: Regalos de premios'],
      },
    ]);
  });

  it('orders by the names in the UI language', async () => {
    const kinds: KnownKinds = new Map([
      ['birthday', kind('notifications.settings.kinds.birthday', CELEBRATIONS)],
      ['anniversary', kind('notifications.settings.kinds.anniversary', CELEBRATIONS)],
    ]);
    expect(await grouped(['birthday', 'anniversary'], kinds, 'en')).toEqual([
      {
        group: 'Celebrations',
        kinds: ['birthday: Your birthday', 'anniversary: Your work anniversary'],
      },
    ]);
  });

  it('orders groups of the same order by their names, and takes a shared group’s smallest order', async () => {
    const kinds: KnownKinds = new Map([
      ['birthday', kind('notifications.settings.kinds.birthday', { ...CELEBRATIONS, order: 5 })],
      ['anniversary', kind('notifications.settings.kinds.anniversary', CELEBRATIONS)],
      ['post_liked', kind('notifications.settings.kinds.post_liked', { ...RECOGNITION, order: 5 })],
    ]);
    expect(
      (await grouped(['post_liked', 'anniversary', 'birthday'], kinds)).map(({ group }) => group),
    ).toEqual(['Celebraciones', 'Reconocimientos y publicaciones']);
  });

  it('lists every kind under "Otras" while no module has worded them', async () => {
    expect(await grouped(['post_liked'], null)).toEqual([
      { group: 'Otras', kinds: ['post_liked: Otros avisos (post_liked)'] },
    ]);
  });
});
