import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Send from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { createIdempotencyAttempts } from '@/api/idempotency';
import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import {
  commentRequestMutation,
  REQUEST_LIMITS,
  type RequestDetail,
  type RequestEventKind,
} from '../api/requests';
import { useRequestErrorMessage, useRequestFormat } from '../lib/request-words';

const ICONS: Record<RequestEventKind, { Icon: typeof Send; color: string }> = {
  submitted: { Icon: Send, color: 'primary.main' },
  approved: { Icon: CheckCircleOutline, color: 'success.main' },
  rejected: { Icon: HighlightOff, color: 'error.main' },
  commented: { Icon: ChatBubbleOutline, color: 'text.secondary' },
  cancelled: { Icon: DoNotDisturbOn, color: 'text.secondary' },
};

/** The request's history, oldest first: sent, each step approved (with its note) or rejected
 *  (with its reason), comments and a cancellation, each with who and when. */
export function Timeline({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  return (
    <Stack
      component="ol"
      spacing={1.5}
      aria-label={t('requests.timeline.label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {request.events.map((event) => {
        const { Icon, color } = ICONS[event.kind];
        const name = event.actor?.full_name ?? t('requests.someone');
        const step = event.step === null ? 1 : event.step + 1;
        return (
          <Box
            key={event.id}
            component="li"
            data-event={event.kind}
            sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}
          >
            <Icon aria-hidden sx={{ color, mt: 0.25, flexShrink: 0 }} />
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t(`requests.timeline.${event.kind}`, { name, step })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {format.moment(event.created_at)}
              </Typography>
              {event.text ? (
                <Typography
                  variant="body2"
                  sx={{
                    whiteSpace: 'pre-line',
                    overflowWrap: 'anywhere',
                    borderLeft: 3,
                    borderColor: 'divider',
                    pl: 1.25,
                    py: 0.25,
                  }}
                >
                  {event.kind === 'rejected'
                    ? t('requests.detail.reason', { text: event.text })
                    : event.text}
                </Typography>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The comment box under the timeline: up to 2000 characters; the requester hears of others'
 *  comments, the approver of the requester's. One Idempotency-Key per text sent. */
export function CommentBox({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const describe = useRequestErrorMessage();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const comment = useMutation(commentRequestMutation(request.id));
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const length = [...text].length;
  const tooLong = length > REQUEST_LIMITS.commentMax;
  const send = () => {
    const body = text.trim();
    if (!body) {
      setEmpty(true);
      return;
    }
    if (tooLong) return;
    comment.mutate(
      { text: body, idempotencyKey: attempts.keyFor(body) },
      {
        onSuccess: () => {
          attempts.reset();
          setText('');
          showToast(t('requests.comment.sent'), 'success');
        },
      },
    );
  };
  const problem = empty
    ? t('requests.comment.required')
    : tooLong
      ? t('requests.comment.tooLong', { max: REQUEST_LIMITS.commentMax })
      : undefined;
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextInput
        id={`${id}-comment`}
        label={t('requests.comment.label')}
        value={text}
        multiline
        minRows={2}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
        error={Boolean(problem)}
        helperText={
          problem ?? t('requests.comment.counter', { length, max: REQUEST_LIMITS.commentMax })
        }
      />
      <FormError error={comment.error} describe={describe} />
      <Box>
        <Button type="submit" variant="outlined" loading={comment.isPending}>
          {t('requests.comment.send')}
        </Button>
      </Box>
    </Stack>
  );
}
