import { PodiumPage } from '@/features/podium/pages/podium-page';

import { ModuleGate } from './module-gate';

export function PodiumRoute() {
  return (
    <ModuleGate module="podium">
      <PodiumPage />
    </ModuleGate>
  );
}
