import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';

import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';
import { brandingQueryOptions } from '@/lib/calls/org';
import { levelsQueryOptions } from '@/lib/calls/points';

import { levelOfPost } from '../lib/level-of-post';
import type { CelebrationPost } from '../lib/post-kind';

type CelebrationProps = { post: CelebrationPost };

/** The celebrated person (the post's one receiver). */
const personOf = (post: CelebrationPost) => post.receivers[0];

const EMOJI = { birthday: '🎂', anniversary: '🎉', level_up: '🏅' } as const;
const BANNER_EMOJI = { birthday: '🎈 🎂 🎁', anniversary: '🎉' } as const;

/** "🎂 ¡Feliz cumpleaños, Ana Torres!" / "🎉 Ana Torres cumple 6 años en Demo S.A.", with the
 *  person's name linking to their profile. */
export function CelebrationTitle({ post }: CelebrationProps) {
  const format = useNumberFormat();
  const orgName = useQuery(brandingQueryOptions()).data?.org_name;
  const person = personOf(post);
  if (!person) return null;
  const components = { person: <PersonLink person={person} /> };
  return (
    <>
      <span aria-hidden>{EMOJI[post.kind]} </span>
      {post.kind === 'level_up' ? (
        <Trans i18nKey="post.levelUpTitle" components={components} />
      ) : post.kind === 'birthday' ? (
        <Trans i18nKey="post.birthdayTitle" components={components} />
      ) : (
        <Trans
          i18nKey={orgName ? 'post.anniversaryTitle' : 'post.anniversaryTitleNoOrg'}
          count={post.amount}
          values={{ formatted: format.number(post.amount), org: orgName }}
          components={components}
        />
      )}
    </>
  );
}

/** The celebration's picture: the person's birthday image, large, or a warm banner; and the
 *  points an anniversary awarded. */
export function CelebrationContent({ post }: CelebrationProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const person = personOf(post);
  // A level-up's card says it in its title and the level reached.
  if (post.kind === 'level_up') return <LevelUpLevel post={post} />;
  if (post.kind === 'birthday' && post.image_url) {
    return (
      <Box
        component="img"
        src={post.image_url}
        alt={t('post.birthdayImage', { name: person?.full_name ?? '' })}
        loading="lazy"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '1200 / 630',
          objectFit: 'cover',
          borderRadius: 2,
        }}
      />
    );
  }
  return (
    <>
      <CelebrationBanner emoji={BANNER_EMOJI[post.kind]}>
        {post.kind === 'anniversary'
          ? t('post.anniversaryYears', {
              count: post.amount,
              formatted: format.number(post.amount),
            })
          : null}
      </CelebrationBanner>
      {post.kind === 'anniversary' && post.total_points > 0 ? (
        <Chip
          color="primary"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
          label={t('post.anniversaryPoints', {
            count: post.total_points,
            formatted: format.number(post.total_points),
          })}
          data-testid="anniversary-points"
        />
      ) : null}
    </>
  );
}

/** "🥇 Gold": the level a level-up post announced, in the UI language. Posts carry the level as
 *  it was named in Spanish; the English name comes from the organisation's levels (cached), and
 *  the message is shown as posted when the level is not found. */
function LevelUpLevel({ post }: CelebrationProps) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const levels = useQuery({ ...levelsQueryOptions(), enabled: english });
  const level = english && levels.data ? levelOfPost(post, levels.data) : null;
  const text = level
    ? `${level.emoji ? `${level.emoji} ` : ''}${level.name_en ?? level.name}`
    : (post.message ?? '');
  if (!text) return null;
  return (
    <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }} data-testid="level-up-level">
      {text}
    </Typography>
  );
}

type CelebrationBannerProps = { emoji: string; children?: string | null };

/** A festive strip in the brand's colours with a large emoji (and the years of service):
 *  decoration only, the card's title says it all. */
function CelebrationBanner({ emoji, children }: CelebrationBannerProps) {
  return (
    <Box
      aria-hidden
      data-testid="celebration-banner"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: { xs: 112, sm: 140 },
        px: 2,
        borderRadius: 2,
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.secondary.main, 0.22)} 0%, ${alpha(theme.palette.primary.main, 0.16)} 100%)`,
      })}
    >
      <Box component="span" sx={{ fontSize: { xs: '3rem', sm: '3.75rem' }, lineHeight: 1 }}>
        {emoji}
      </Box>
      {children ? (
        <Typography
          component="span"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 800 }}
        >
          {children}
        </Typography>
      ) : null}
    </Box>
  );
}
