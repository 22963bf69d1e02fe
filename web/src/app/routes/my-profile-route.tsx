// "My profile" (profile feature) with asking for points and the requests made after the points
// history (point-requests feature), and the notification settings among its sections
// (notifications feature) when the organisation has notifications on; the screen itself needs
// the profile module.
import { NotificationSettingsSection } from '@/features/notifications/components/notification-settings-section';
import { PointRequestsSection } from '@/features/point-requests/components/point-requests-section';
import { MyProfilePage } from '@/features/profile/pages/my-profile-page';
import { useAppStore } from '@/stores/app-store';

import { ModuleGate } from './module-gate';

export function MyProfileRoute() {
  const notifications = useAppStore((state) => state.services.notifications);
  return (
    <ModuleGate module="profile">
      <MyProfilePage
        afterPoints={<PointRequestsSection />}
        settings={notifications ? <NotificationSettingsSection /> : null}
      />
    </ModuleGate>
  );
}
