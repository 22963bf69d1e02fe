import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Post } from '../api/feed';
import { isCelebration } from '../lib/post-kind';

import { BoostDialog } from './boost-dialog';
import { CommentsSection } from './comments-section';
import { LikeControl } from './like-control';
import { ReactionBar } from './reaction-bar';

export type PostActionsProps = { post: Post };

/** The interaction row of a post and, when opened, its comments. A celebration is never
 *  boosted (its points, if any, come from the treasury). */
export function PostActions({ post }: PostActionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [boostOpen, setBoostOpen] = useState(false);
  const commentsId = useId();

  return (
    <Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', px: { xs: 1, sm: 1.5 }, py: 1 }}
      >
        <LikeControl post={post} />
        <ReactionBar post={post} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          color="inherit"
          startIcon={<ChatBubbleOutlineOutlined />}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          {t('post.comments', {
            count: post.comments_count,
            formatted: format.number(post.comments_count),
          })}
        </Button>
        {post.can_boost && !isCelebration(post) ? (
          <Button
            size="small"
            color="primary"
            startIcon={<RocketLaunchOutlined />}
            onClick={() => setBoostOpen(true)}
          >
            {t('post.boost')}
          </Button>
        ) : null}
      </Stack>
      <Box id={commentsId} hidden={!commentsOpen}>
        {commentsOpen ? <CommentsSection post={post} /> : null}
      </Box>
      {boostOpen ? <BoostDialog post={post} open onClose={() => setBoostOpen(false)} /> : null}
    </Box>
  );
}
