import { MyProfilePage } from '@/features/profile/pages/my-profile-page';

import { ModuleGate } from './module-gate';

export function MyProfileRoute() {
  return (
    <ModuleGate module="profile">
      <MyProfilePage />
    </ModuleGate>
  );
}
