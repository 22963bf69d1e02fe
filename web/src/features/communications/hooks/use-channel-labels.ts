import { useTranslation } from 'react-i18next';

import type { Channel } from '../admin/compose-form-schema';

/** The name of each channel a communication goes out by, in the UI language. */
export function useChannelLabels(): Record<Channel, string> {
  const { t } = useTranslation();
  return {
    pin: t('communications.channels.pin'),
    email: t('communications.channels.email'),
    whatsapp: t('communications.channels.whatsapp'),
    newsfeed: t('communications.channels.newsfeed'),
  };
}
