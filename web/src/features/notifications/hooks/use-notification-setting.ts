import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  saveNotificationSettingMutation,
  type NotificationSetting,
} from '../api/notification-settings';

/** The ways a notification reaches the member. */
export type NotificationChannel = 'in_app' | 'email' | 'whatsapp';

/** One kind's switches: where each stands (a change shows at once, and goes back if its save
 *  fails), a change saved as soon as it is made, and why the last change was refused. */
export function useNotificationSetting(setting: NotificationSetting) {
  const { i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [error, setError] = useState<Error | null>(null);
  const save = useToastMutation(saveNotificationSettingMutation(), {
    onSuccess: () => setError(null),
    onError: (failure) => setError(failure),
  });
  return {
    checked: (channel: NotificationChannel): boolean =>
      (save.isPending ? save.variables?.[channel] : undefined) ?? setting[channel],
    change: (channel: NotificationChannel, on: boolean) => {
      setError(null);
      save.mutate({ kind: setting.kind, [channel]: on });
    },
    saving: save.isPending,
    /** The refusal of the last change, in words (null: none). */
    error: error ? (apiFieldErrors(error, i18n).settings ?? errorMessage(error)) : null,
  };
}
