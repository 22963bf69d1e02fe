import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Communication } from '../api/communications';

/** Who a communication went to, in words: "Toda la organización", "Departamento: Tecnología", "Grupo: …". */
export function useAudienceLabel(): (
  communication: Pick<Communication, 'audience' | 'audience_name'>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ audience, audience_name: name }) => {
      switch (audience) {
        case 'department':
          return name
            ? t('communications.admin.audience.department', { name })
            : t('communications.admin.audience.departmentUnnamed');
        case 'group':
          return name
            ? t('communications.admin.audience.group', { name })
            : t('communications.admin.audience.groupUnnamed');
        case 'all':
          return t('communications.admin.audience.all');
      }
    },
    [t],
  );
}
