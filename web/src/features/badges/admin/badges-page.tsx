import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { PlainList } from '@/components/layout/plain-list';
import { SectionHeader } from '@/components/layout/section-header';
import { StatusChip } from '@/components/status-chip';
import { useDocumentTitle } from '@/lib/use-document-title';

import { adminBadgesQueryOptions, setBadgeActiveMutation, type Badge } from '../api/badges';

import { BadgeCreateDialog } from './badge-create-dialog';
import { BadgeEditDialog } from './badge-edit-dialog';
import { BadgeGiveDialog } from './badge-give-dialog';

/** Badges: a grid with their images (the organisation's names, and the English ones when set);
 *  create, edit, (de)activate and give. */
export function BadgesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.badges.title'));
  const badges = useQuery(adminBadgesQueryOptions());
  const [creating, setCreating] = useState(false);
  const [giving, setGiving] = useState<Badge | null>(null);
  const [editing, setEditing] = useState<Badge | null>(null);

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
        <PlainList
          label={t('admin.badges.listLabel')}
          sx={{
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
                    <StatusChip
                      current={badge.active}
                      color={badge.active ? 'success' : 'default'}
                      label={badge.active ? t('admin.common.active') : t('admin.common.inactive')}
                    />
                  </Stack>
                  {badge.name_en?.trim() ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('admin.english.shownAs', { name: badge.name_en })}
                    </Typography>
                  ) : null}
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
                    <MutationSwitch
                      checked={badge.active}
                      label={t('admin.badges.activeLabel', { name: badge.name })}
                      mutation={setBadgeActiveMutation()}
                      request={(active) => ({ id: badge.id, active })}
                      successToast={(saved) =>
                        t(saved.active ? 'admin.badges.activated' : 'admin.badges.deactivated', {
                          name: saved.name,
                        })
                      }
                    />
                  }
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <IconButton
                    aria-label={t('admin.badges.edit', { name: badge.name })}
                    onClick={() => setEditing(badge)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <Button
                    variant="outlined"
                    startIcon={<MilitaryTechOutlined />}
                    disabled={!badge.active}
                    onClick={() => setGiving(badge)}
                    aria-label={t('admin.badges.giveLabel', { name: badge.name })}
                  >
                    {t('admin.badges.give')}
                  </Button>
                </Stack>
              </CardActions>
            </Card>
          ))}
        </PlainList>
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
      {editing ? <BadgeEditDialog badge={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
