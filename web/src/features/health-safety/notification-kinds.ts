// The notifications health and safety raises: a new report for the officers (data.report_kind;
// never who filed it), a change of stage for an identified reporter (data.stage), a reply of the
// safety team for an identified reporter, information an anonymous reporter added (for the
// officers; it names nobody), and, to a person recorded as hurt, that the report names them (care
// is offered on it). Each leads to the report
// (/health_safety/reports/{report_id}). Notifications written before the codes were sent carry
// only the mail's words (kind_es, status_en): those are read back as a fallback.
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Seguridad y salud".
const group: NotificationGroup = { label: 'healthSafety.notifications.group', order: 49.85 };

const KINDS = ['incident', 'near_miss', 'hazard'] as const;
const KIND_WORDS = ['incidente', 'casi accidente', 'condición insegura'];
const STAGES = ['investigating', 'actions', 'closed'] as const;
const STAGE_WORDS = ['under investigation', 'corrective actions', 'closed'];

const kindOf = ({ t, text }: SentenceWords) => {
  const code = text('report_kind');
  const kind =
    KINDS.find((known) => known === code) ?? KINDS[KIND_WORDS.indexOf(text('kind_es') ?? '')];
  return kind ? t(`healthSafety.kind.${kind}`) : t('healthSafety.notifications.aReport');
};

const stageOf = ({ text }: SentenceWords) => {
  const code = text('stage');
  return (
    STAGES.find((known) => known === code) ?? STAGES[STAGE_WORDS.indexOf(text('status_en') ?? '')]
  );
};

export const notificationKinds: NotificationKinds = {
  hs_report_new: {
    label: 'healthSafety.notifications.new',
    group,
    sentence: (_notification, words) =>
      words.t('healthSafety.notifications.newSentence', { kind: kindOf(words) }),
  },
  hs_report_status: {
    label: 'healthSafety.notifications.status',
    group,
    sentence: (_notification, words) => {
      const stage = stageOf(words);
      return stage
        ? words.t('healthSafety.notifications.statusSentence', {
            kind: kindOf(words),
            status: words.t(`healthSafety.stage.${stage}`),
          })
        : words.t('healthSafety.notifications.statusNoStage');
    },
  },
  hs_report_reply: {
    label: 'healthSafety.notifications.reply',
    group,
    sentence: (_notification, words) =>
      words.t('healthSafety.notifications.replySentence', { kind: kindOf(words) }),
  },
  hs_report_comment: {
    label: 'healthSafety.notifications.comment',
    group,
    sentence: (_notification, words) =>
      words.t('healthSafety.notifications.commentSentence', { kind: kindOf(words) }),
  },
  hs_injury_recorded: {
    label: 'healthSafety.notifications.injury',
    group,
    sentence: (_notification, { t }) => t('healthSafety.notifications.injurySentence'),
  },
};
