// The notification settings by group: each kind under the group its module gives it (kinds that
// several modules give the same label share one), the groups by their order, the kinds by their
// names in the UI language; kinds without a group, and those this app does not know, under
// "Otras", last.
import type { TFunction } from 'i18next';

import type { GlossaryKey } from '@/lib/modules/manifest';

import type { NotificationSetting } from '../api/notification-settings';

import type { KnownKinds } from './notification-kinds';

/** A kind's setting with its name in the UI language. */
export type NamedSetting = { setting: NotificationSetting; label: string };

/** A heading of the settings with its kinds in order. */
export type SettingGroup = {
  /** The glossary key naming it (one group per key). */
  key: GlossaryKey;
  label: string;
  settings: NamedSetting[];
};

const OTHER: GlossaryKey = 'notifications.settings.groups.other';

/** The settings by group, groups and kinds in order. */
export function groupSettings(
  settings: readonly NotificationSetting[],
  kinds: KnownKinds | null,
  t: TFunction,
  language: string,
): SettingGroup[] {
  const groups = new Map<GlossaryKey, { order: number; settings: NamedSetting[] }>();
  for (const setting of settings) {
    const known = kinds?.get(setting.kind);
    const label = known
      ? t(known.label)
      : t('notifications.settings.otherKind', { kind: setting.kind });
    const key = known?.group?.label ?? OTHER;
    // Modules filling one group give it one order (app/modules.test.ts); were they to differ,
    // the smallest would count.
    const order = key === OTHER ? Number.POSITIVE_INFINITY : (known?.group?.order ?? 0);
    const group = groups.get(key);
    if (group) {
      group.order = Math.min(group.order, order);
      group.settings.push({ setting, label });
    } else {
      groups.set(key, { order, settings: [{ setting, label }] });
    }
  }
  const collator = new Intl.Collator(language);
  const ordered = [...groups].map(([key, group]) => ({
    key,
    order: group.order,
    label: t(key),
    settings: group.settings.sort((a, b) => collator.compare(a.label, b.label)),
  }));
  ordered.sort((a, b) => Math.sign(a.order - b.order) || collator.compare(a.label, b.label));
  return ordered.map(({ key, label, settings: named }) => ({ key, label, settings: named }));
}
