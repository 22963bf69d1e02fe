import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { useNumberFormat } from '@/i18n/use-number-format';

import { reactionsQueryOptions, type Post } from '../api/feed';
import { useToggleReaction } from '../hooks/use-toggle-reaction';

export type ReactionBarProps = { post: Post };

/** The post's reactions as chips with counts (the caller's own highlighted; a click toggles
 *  it) and a small picker with the organisation's fixed set. */
export function ReactionBar({ post }: ReactionBarProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const mutation = useToggleReaction(post.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pickerId = useId();

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handlePick = (emoji: string) => {
    handleClose();
    mutation.mutate(emoji);
  };

  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={t('post.reactions')}
    >
      {post.reactions.map((reaction) => (
        <Button
          key={reaction.emoji}
          size="small"
          variant={reaction.mine ? 'contained' : 'outlined'}
          color={reaction.mine ? 'primary' : 'inherit'}
          disableElevation
          aria-pressed={reaction.mine}
          aria-label={t('post.reactionChip', {
            emoji: reaction.emoji,
            count: reaction.count,
            formatted: format.number(reaction.count),
          })}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(reaction.emoji)}
          sx={{ minWidth: 0, px: 1, py: 0.25, borderRadius: 4 }}
        >
          <span aria-hidden>{reaction.emoji}</span>
          <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
            {format.number(reaction.count)}
          </Box>
        </Button>
      ))}
      <IconButton
        size="small"
        aria-label={t('post.addReaction')}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? pickerId : undefined}
        onClick={handleOpen}
      >
        <AddReactionOutlined fontSize="small" />
      </IconButton>
      <Popover
        id={pickerId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {anchor ? <ReactionPicker post={post} onPick={handlePick} /> : null}
      </Popover>
    </Stack>
  );
}

type ReactionPickerProps = { post: Post; onPick: (emoji: string) => void };

function ReactionPicker({ post, onPick }: ReactionPickerProps) {
  const { t } = useTranslation();
  const query = useQuery(reactionsQueryOptions(post.id));
  const mine = new Set(post.reactions.filter((r) => r.mine).map((r) => r.emoji));

  if (query.isPending) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ p: 1 }} aria-label={t('feed.loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="circular" width={36} height={36} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 1 }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ p: 1 }}
      role="group"
      aria-label={t('post.pickReaction')}
    >
      {query.data.emojis.map((emoji) => (
        <IconButton
          key={emoji}
          aria-label={t('post.reactWith', { emoji })}
          aria-pressed={mine.has(emoji)}
          onClick={() => onPick(emoji)}
          sx={{
            fontSize: 22,
            width: 40,
            height: 40,
            bgcolor: mine.has(emoji) ? 'action.selected' : undefined,
          }}
        >
          <span aria-hidden>{emoji}</span>
        </IconButton>
      ))}
    </Stack>
  );
}
