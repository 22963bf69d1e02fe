// The compose form: who it goes to, the title and message, the channels, the read confirmation
// and an optional poll; its checks (spec §5 texts) and the request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  COMMUNICATION_LIMITS,
  type CommunicationInput,
  type SendTarget,
} from '../api/admin-communications';
import type { CommunicationAudience } from '../api/communications';
import { validatePoll, type PollErrorKey } from '../lib/poll-rules';

export const CHANNELS = ['pin', 'email', 'whatsapp', 'newsfeed'] as const;
export type Channel = (typeof CHANNELS)[number];

export type ComposeValues = {
  audience: CommunicationAudience;
  /** The chosen department's or group's id as the select holds it ('' for none). */
  departmentId: string;
  groupId: string;
  title: string;
  message: string;
  channels: Channel[];
  acknowledge: boolean;
  pollEnabled: boolean;
  pollQuestion: string;
  pollOptions: { text: string }[];
  pollMultiple: boolean;
};

export type ComposeErrorKey =
  | PollErrorKey
  | 'communications.errors.titleRequired'
  | 'communications.errors.titleTooLong'
  | 'communications.errors.messageTooLong'
  | 'communications.errors.channelRequired'
  | 'communications.errors.departmentRequired'
  | 'communications.errors.groupRequired';

/** A new form: to everyone, or to the group just created (preselected). */
export function emptyCompose(groupId: number | null = null): ComposeValues {
  return {
    audience: groupId === null ? 'all' : 'group',
    departmentId: '',
    groupId: groupId === null ? '' : String(groupId),
    title: '',
    message: '',
    channels: [],
    acknowledge: false,
    pollEnabled: false,
    pollQuestion: '',
    pollOptions: [{ text: '' }, { text: '' }],
    pollMultiple: false,
  };
}

/** Poll problems about the question go under it; the others under the options. */
function pollField(error: PollErrorKey): 'pollQuestion' | 'pollOptions' {
  return error === 'communications.poll.errors.questionRequired' ||
    error === 'communications.poll.errors.questionTooLong'
    ? 'pollQuestion'
    : 'pollOptions';
}

/** The form's checks, field → glossary key (the Spanish texts of spec §5). */
export function validateCompose(values: ComposeValues): FieldChecks {
  const errors: Partial<Record<string, ComposeErrorKey>> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'communications.errors.titleRequired';
  else if ([...title].length > COMMUNICATION_LIMITS.titleMaxLength)
    errors.title = 'communications.errors.titleTooLong';
  if ([...values.message].length > COMMUNICATION_LIMITS.messageMaxLength)
    errors.message = 'communications.errors.messageTooLong';
  if (values.channels.length === 0) errors.channels = 'communications.errors.channelRequired';
  if (values.audience === 'department' && !values.departmentId)
    errors.departmentId = 'communications.errors.departmentRequired';
  if (values.audience === 'group' && !values.groupId)
    errors.groupId = 'communications.errors.groupRequired';
  if (values.pollEnabled) {
    const poll = validatePoll(
      values.pollQuestion,
      values.pollOptions.map((option) => option.text),
    );
    if (poll.error) errors[pollField(poll.error)] = poll.error;
  }
  return errors;
}

/** Where a valid form sends the communication. */
export function toSendTarget(values: ComposeValues): SendTarget {
  switch (values.audience) {
    case 'department':
      return { audience: 'department', departmentId: Number(values.departmentId) };
    case 'group':
      return { audience: 'group', groupId: Number(values.groupId) };
    case 'all':
      return { audience: 'all' };
  }
}

/** The body of a valid form: every channel as true or false, the attachments' upload keys, and
 *  the poll (trimmed, blank options left out) when there is one. */
export function toCommunicationInput(
  values: ComposeValues,
  attachmentKeys: readonly string[],
): CommunicationInput {
  const poll = values.pollEnabled
    ? validatePoll(
        values.pollQuestion,
        values.pollOptions.map((option) => option.text),
      )
    : null;
  const message = values.message.trim();
  return {
    title: values.title.trim(),
    ...(message ? { message } : {}),
    pin: values.channels.includes('pin'),
    email: values.channels.includes('email'),
    whatsapp: values.channels.includes('whatsapp'),
    newsfeed: values.channels.includes('newsfeed'),
    acknowledge: values.acknowledge,
    ...(attachmentKeys.length > 0 ? { attachments: [...attachmentKeys] } : {}),
    poll: poll
      ? { question: poll.question, options: poll.options, multiple: values.pollMultiple }
      : null,
  };
}
