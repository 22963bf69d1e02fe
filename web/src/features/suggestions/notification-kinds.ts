// The notifications suggestions and ideas raise: a suggestion of the person's moved to another
// status (told by its title and the new status, never by who moved it), an idea of theirs moved
// (its title and status), a comment on an idea of theirs (who wrote it), and a campaign opened to
// them (its question). Each leads to its page.
import type {
  GlossaryKey,
  NotificationGroup,
  NotificationKinds,
  SentenceWords,
} from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Sugerencias e ideas".
const group: NotificationGroup = { label: 'suggestions.notifications.group', order: 54 };

/** The words of a status as the data carries it (`status`), or null when it is not one of ours. */
function statusWords(
  t: SentenceWords['t'],
  text: SentenceWords['text'],
  area: 'suggestion' | 'idea',
): string | null {
  const status = text('status');
  if (!status) return null;
  const key = `suggestions.status.${area}.${status}`;
  const words = t(key as GlossaryKey, { defaultValue: '' });
  return words === '' ? null : words.toLowerCase();
}

type Words = { named: GlossaryKey; status?: GlossaryKey; without: GlossaryKey };

/** A kind's sentence: the title (data.name), with the status when the data has a known one. */
const sentence =
  ({ named, status, without }: Words, area: 'suggestion' | 'idea' = 'idea') =>
  (_notification: unknown, { t, text, actor }: SentenceWords): string => {
    const title = text('name');
    if (!title) return t(without);
    const words = status ? statusWords(t, text, area) : null;
    const options = {
      title,
      status: words ?? '',
      actor: actor ?? t('suggestions.notifications.someone'),
    };
    return words && status ? t(status, options) : t(named, options);
  };

export const notificationKinds: NotificationKinds = {
  suggestion_status: {
    label: 'suggestions.notifications.suggestionStatus',
    group,
    sentence: sentence(
      {
        named: 'suggestions.notifications.suggestionStatusSentence',
        status: 'suggestions.notifications.suggestionStatusTo',
        without: 'suggestions.notifications.suggestionStatusNoTitle',
      },
      'suggestion',
    ),
  },
  idea_status: {
    label: 'suggestions.notifications.ideaStatus',
    group,
    sentence: sentence({
      named: 'suggestions.notifications.ideaStatusSentence',
      status: 'suggestions.notifications.ideaStatusTo',
      without: 'suggestions.notifications.ideaStatusNoTitle',
    }),
  },
  idea_comment: {
    label: 'suggestions.notifications.ideaComment',
    group,
    sentence: sentence({
      named: 'suggestions.notifications.ideaCommentSentence',
      without: 'suggestions.notifications.ideaCommentNoTitle',
    }),
  },
  campaign_opened: {
    label: 'suggestions.notifications.campaignOpened',
    group,
    sentence: sentence({
      named: 'suggestions.notifications.campaignOpenedSentence',
      without: 'suggestions.notifications.campaignOpenedNoTitle',
    }),
  },
};
