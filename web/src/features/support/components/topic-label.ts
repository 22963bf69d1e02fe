import type { TFunction } from 'i18next';

import type { SupportTopic } from '../api/support';

/** A topic in words ("Acceso y cuenta"). */
export const topicLabel = (t: TFunction, topic: SupportTopic): string =>
  t(`support.topics.${topic}`);
