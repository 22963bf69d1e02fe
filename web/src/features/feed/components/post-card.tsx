import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { PlainList } from '@/components/layout/plain-list';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';
import { useAppStore } from '@/stores/app-store';

import type { Post } from '../api/feed';
import { isCelebration } from '../lib/post-kind';

import { CelebrationContent, CelebrationTitle } from './celebration-post';
import { PostActions } from './post-actions';
import { PostAttachments } from './post-attachments';
import { PostMenu } from './post-menu';
import { PostMessage } from './post-message';
import { TypeArt } from './type-art';

export type PostCardProps = {
  post: Post;
  /** The card's title level: h2 in the feed, h3 under a profile's tabs. */
  headingLevel?: 'h2' | 'h3';
};

/** One post of the feed: who recognised whom, type, message, values, attachments, points, and
 *  the interactions (likes, reactions, comments, boost); or a birthday or work anniversary with
 *  its picture. */
export function PostCard({ post, headingLevel = 'h2' }: PostCardProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const isBadge = post.kind === 'badge';
  const celebration = isCelebration(post) ? post : null;
  // A celebration has no sender: the celebrated person leads the card.
  const leading = post.sender ?? (celebration ? celebration.receivers[0] : undefined);
  // The badge's name and description in the UI language.
  const badge = post.badge
    ? {
        image_url: post.badge.image_url,
        name: wording.name(post.badge),
        description: wording.description(post.badge),
      }
    : null;
  const showReceiverPoints =
    !isBadge && (post.receivers.length > 1 || post.receivers.some((r) => r.points !== post.amount));

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {leading ? <PersonAvatar person={leading} /> : null}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              id={titleId}
              component={headingLevel}
              variant="subtitle1"
              sx={{ lineHeight: 1.4, overflowWrap: 'anywhere' }}
            >
              {celebration ? (
                <CelebrationTitle post={celebration} />
              ) : (
                <>
                  {post.sender || !isBadge ? (
                    <>
                      {post.sender ? <PersonLink person={post.sender} /> : t('post.someone')}{' '}
                      <Box component="span" sx={{ fontWeight: 400 }}>
                        {isBadge ? t('post.gaveBadgeTo') : t('post.recognised')}
                      </Box>{' '}
                    </>
                  ) : null}
                  {post.receivers.map((receiver, index) => (
                    <Fragment key={receiver.id}>
                      {index > 0
                        ? index === post.receivers.length - 1
                          ? ` ${t('post.and')} `
                          : ', '
                        : null}
                      <PersonLink person={receiver} />
                    </Fragment>
                  ))}
                  {!post.sender && isBadge ? (
                    // A badge the product gave (a challenge completed, a level reached): nobody
                    // handed it over, so the heading says who received it.
                    <>
                      {' '}
                      <Box component="span" sx={{ fontWeight: 400 }}>
                        {t('post.receivedBadge', { count: post.receivers.length })}
                      </Box>
                    </>
                  ) : null}
                </>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="p">
              <DateText value={post.created_at} />
              {post.special ? ` · ${t('post.special')}` : null}
            </Typography>
          </Box>
          {post.receivers.length > 0 && !celebration ? (
            // Who was recognised, at a glance; their names are in the heading beside it.
            <AvatarGroup
              max={5}
              aria-hidden
              sx={{
                display: { xs: 'none', sm: 'flex' },
                flexShrink: 0,
                '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 },
              }}
            >
              {post.receivers.map((receiver) => (
                <PersonAvatar key={receiver.id} person={receiver} size={32} />
              ))}
            </AvatarGroup>
          ) : null}
          <PostMenu post={post} isAdmin={isAdmin} onEdit={() => setEditing(true)} />
        </Stack>

        {post.types.length > 0 || post.sub_type ? (
          <Stack
            direction="row"
            spacing={1.5}
            data-testid="post-type"
            sx={(theme) => ({
              alignItems: 'center',
              p: 1.25,
              borderRadius: 2,
              bgcolor: alpha(theme.palette.primary.main, 0.06),
            })}
          >
            <TypeMark type={post.types[0]} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              {post.types.map((type) => (
                <Typography key={type.id} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {wording.label(type)}
                </Typography>
              ))}
              {post.sub_type ? (
                <Typography variant="body2" color="text.secondary">
                  {wording.name(post.sub_type)}
                </Typography>
              ) : null}
            </Box>
            {!isBadge && !celebration && post.amount > 0 ? (
              <Box
                data-testid="post-points-badge"
                sx={{
                  flexShrink: 0,
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 999,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
              >
                {t('post.pointsBadge', { amount: format.number(post.amount) })}
              </Box>
            ) : null}
          </Stack>
        ) : null}

        {badge ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={badge.image_url}
              alt={t('post.badgeImage', { name: badge.name })}
              loading="lazy"
              sx={{ width: 72, height: 72, objectFit: 'contain', flexShrink: 0 }}
            />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>
                {t('post.badgeName', { name: badge.name })}
              </Typography>
              {badge.description ? (
                <Typography variant="body2" color="text.secondary">
                  {badge.description}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        ) : null}

        {celebration ? <CelebrationContent post={celebration} /> : null}

        {/* A level-up's message is the level, shown in the UI language by CelebrationContent. */}
        {post.kind === 'level_up' ? null : (
          <PostMessage post={post} editing={editing} onDoneEditing={() => setEditing(false)} />
        )}

        {post.values.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary" component="span">
              {t('post.values')}
            </Typography>
            {post.values.map((value) => (
              <Chip key={value.id} size="small" label={wording.label(value)} />
            ))}
          </Stack>
        ) : null}

        <PostAttachments attachments={post.attachments} />

        {!isBadge && !celebration ? (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="post-points">
              {t('post.pointsEach', {
                count: post.amount,
                amount: format.number(post.amount),
              })}
              {' · '}
              {t('post.pointsTotal', { total: format.number(post.total_points) })}
              {post.boost_total > 0
                ? ` · ${t('post.boosted', { amount: format.number(post.boost_total) })}`
                : null}
            </Typography>
            {showReceiverPoints ? (
              <PlainList
                label={t('post.receiverPoints')}
                sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {post.receivers.map((receiver) => (
                  <Typography
                    component="li"
                    variant="body2"
                    color="text.secondary"
                    key={receiver.id}
                  >
                    {t('post.receiverPointsItem', {
                      name: receiver.full_name,
                      points: format.number(receiver.points),
                    })}
                  </Typography>
                ))}
              </PlainList>
            ) : null}
          </Box>
        ) : null}
      </Stack>
      <Divider />
      <PostActions post={post} />
    </Card>
  );
}

/** The recognition type's picture, or its illustration (type-art.tsx) when it has none: the
 *  first thing the eye finds on a card. Decorative: the type's name is beside it. */
function TypeMark({ type }: { type: Post['types'][number] | undefined }) {
  if (!type) return null;
  if (type.image_url) {
    return (
      <Box
        component="img"
        src={type.image_url}
        alt=""
        loading="lazy"
        sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }}
      />
    );
  }
  return <TypeArt typeId={type.id} />;
}
