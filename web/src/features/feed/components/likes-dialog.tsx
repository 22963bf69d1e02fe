import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';

import { likesQueryOptions } from '../api/feed';

import { DialogCloseButton } from './dialog-close-button';

export type LikesDialogProps = { postId: number; open: boolean; onClose: () => void };

/** Who liked a post. */
export function LikesDialog({ postId, open, onClose }: LikesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(likesQueryOptions(postId));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('post.likesTitle')}</DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>
        {query.isPending ? (
          <Skeleton variant="text" width="60%" aria-label={t('feed.loading')} />
        ) : query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <List dense disablePadding>
            {query.data.map((person) => (
              <ListItem key={person.id} disableGutters>
                <ListItemAvatar>
                  <PersonAvatar person={person} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={<PersonLink person={person} fontWeight={400} />}
                  secondary={person.job_position}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
