import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import { refreshIdeas, voteIdea } from '../api/ideas';
import { useErrorText } from '../lib/use-error-text';

export type VoteButtonProps = {
  idea: { id: number; title: string; votes: number; my_vote: boolean; mine: boolean };
  /** The campaign takes votes now. */
  open: boolean;
  size?: 'small' | 'medium';
};

/** One vote per person, a toggle, with the idea's count: pressed when the person voted; not on
 *  one's own idea (the count only) nor after the deadline. */
export function VoteButton({ idea, open, size = 'small' }: VoteButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = useNumberFormat();
  const errorText = useErrorText();
  const vote = useMutation({
    mutationFn: () => voteIdea(idea.id, !idea.my_vote),
    onSuccess: () => refreshIdeas(client),
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const count = format.number(idea.votes);
  const disabled = !open || idea.mine;
  return (
    <Button
      size={size}
      variant={idea.my_vote ? 'contained' : 'outlined'}
      startIcon={idea.my_vote ? <ThumbUp /> : <ThumbUpOutlined />}
      aria-pressed={idea.my_vote}
      aria-label={t('suggestions.vote.label', { title: idea.title, count: idea.votes })}
      title={idea.mine ? t('suggestions.vote.own') : undefined}
      disabled={disabled}
      loading={vote.isPending}
      onClick={() => vote.mutate()}
      sx={{ flexShrink: 0, minWidth: 72 }}
    >
      {count}
    </Button>
  );
}
