import Add from '@mui/icons-material/Add';
import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { adminBadgesQueryOptions, updateBadge, type Badge } from '@/api/badges';
import { queryKeys } from '@/api/query-keys';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import { SectionHeader } from '../../components/section-header';
import { StatusChip } from '../../components/status-chip';

import { BadgeCreateDialog } from './badge-create-dialog';
import { BadgeGiveDialog } from './badge-give-dialog';

/** Badges: a grid with their images; create, (de)activate and give. */
export function BadgesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.badges.title'));
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const badges = useQuery(adminBadgesQueryOptions());
  const [creating, setCreating] = useState(false);
  const [giving, setGiving] = useState<Badge | null>(null);

  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updateBadge(id, { active }),
    onSuccess: async (badge) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.badges });
      showToast(
        t(badge.active ? 'admin.badges.activated' : 'admin.badges.deactivated', {
          name: badge.name,
        }),
        'success',
      );
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('admin.badges.create')}
    </Button>
  );

  const content = (
    <QueryContent
      query={badges}
      loadingLabel={t('admin.common.loading')}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon="🏅" title={t('admin.badges.empty')} action={createButton} />}
    >
      {(data) => (
        <Box
          component="ul"
          aria-label={t('admin.badges.listLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {data.map((badge) => (
            <Card
              component="li"
              key={badge.id}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <CardMedia
                component="img"
                image={badge.image_url}
                alt={badge.name}
                sx={{
                  height: 140,
                  objectFit: 'contain',
                  bgcolor: 'action.hover',
                  p: 2,
                  opacity: badge.active ? 1 : 0.5,
                }}
              />
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack spacing={1}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography variant="h3" component="h3">
                      {badge.name}
                    </Typography>
                    <StatusChip active={badge.active} />
                  </Stack>
                  {badge.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {badge.description}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.badges.createdOn')} <DateText value={badge.created_at} />
                  </Typography>
                </Stack>
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <FormControlLabel
                  label={t('admin.common.active')}
                  control={
                    <Switch
                      checked={badge.active}
                      disabled={toggle.isPending && toggle.variables.id === badge.id}
                      onChange={(event) =>
                        toggle.mutate({ id: badge.id, active: event.target.checked })
                      }
                      slotProps={{
                        input: {
                          'aria-label': t('admin.badges.activeLabel', { name: badge.name }),
                        },
                      }}
                    />
                  }
                />
                <Button
                  variant="outlined"
                  startIcon={<MilitaryTechOutlined />}
                  disabled={!badge.active}
                  onClick={() => setGiving(badge)}
                  aria-label={t('admin.badges.giveLabel', { name: badge.name })}
                >
                  {t('admin.badges.give')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.badges.title')}
        description={t('admin.badges.description')}
        action={createButton}
      />
      {content}
      {creating ? <BadgeCreateDialog onClose={() => setCreating(false)} /> : null}
      {giving ? <BadgeGiveDialog badge={giving} onClose={() => setGiving(null)} /> : null}
    </Stack>
  );
}
