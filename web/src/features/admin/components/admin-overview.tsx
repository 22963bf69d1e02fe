import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { overviewTiles } from '@/lib/modules/console';
import { moduleOn, type ModuleNeed } from '@/lib/modules/manifest';
import { useAppStore } from '@/stores/app-store';

type Tile = { id: string; module: ModuleNeed; Component: LazyExoticComponent<ComponentType> };

// Each tile's chunk loads once, when the overview first shows.
let loaded: Tile[] | null = null;
function tiles(): Tile[] {
  loaded ??= overviewTiles().map((tile) => ({
    id: tile.id,
    module: tile.module,
    Component: lazy(tile.component),
  }));
  return loaded;
}

/** /admin: every module's overview tile (its module on), each with its numbers and a link into
 *  its list. */
export function AdminOverview() {
  const { t } = useTranslation();
  const services = useAppStore((state) => state.services);
  const shown = useMemo(
    () => tiles().filter((tile) => moduleOn(tile.module, services)),
    [services],
  );
  return (
    <Box component="section" aria-labelledby="admin-overview-title">
      <Typography id="admin-overview-title" variant="h2" sx={{ mb: 2 }}>
        {t('admin.overview.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {shown.map(({ id, Component }) => (
          <Suspense key={id} fallback={<LoadingBlock label={t('admin.common.loading')} />}>
            <Component />
          </Suspense>
        ))}
      </Box>
    </Box>
  );
}
