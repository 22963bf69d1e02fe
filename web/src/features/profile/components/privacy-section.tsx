import { useTranslation } from 'react-i18next';

import { Panel } from '@/components/layout/panel';

import { AnalyticsChoiceSwitch } from './analytics-choice-switch';

/** "Privacidad": whether the person's page visits are measured by the organisation's analytics
 *  (ADR 0085). */
export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <Panel level={2} title={t('profile.privacy.title')}>
      <AnalyticsChoiceSwitch />
    </Panel>
  );
}
