// The notifications health and safety raises: a new report for the officers (data.kind_es /
// kind_en; never who filed it), a change of stage for an identified reporter (data.status_es /
// status_en), and, to a person recorded as hurt, that the report names them (care is offered on
// it). Each leads to the report (/health_safety/reports/{report_id}).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Seguridad y salud".
const group: NotificationGroup = { label: 'healthSafety.notifications.group', order: 49.85 };

const kindOf = ({ t, text }: SentenceWords) => {
  const kind = text('kind_es');
  const known = ['incidente', 'casi accidente', 'condición insegura'];
  const keys = ['incident', 'near_miss', 'hazard'] as const;
  const index = kind ? known.indexOf(kind) : -1;
  return index >= 0
    ? t(`healthSafety.kind.${keys[index] ?? 'incident'}`)
    : t('healthSafety.notifications.aReport');
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
      const status = words.text('status_en');
      const keys: Record<string, string> = {
        'under investigation': 'investigating',
        'corrective actions': 'actions',
        closed: 'closed',
      };
      const stage = status ? keys[status] : undefined;
      return stage
        ? words.t('healthSafety.notifications.statusSentence', {
            kind: kindOf(words),
            status: words.t(
              `healthSafety.stage.${stage as 'investigating' | 'actions' | 'closed'}`,
            ),
          })
        : words.t('healthSafety.notifications.statusNoStage');
    },
  },
  hs_injury_recorded: {
    label: 'healthSafety.notifications.injury',
    group,
    sentence: (_notification, { t }) => t('healthSafety.notifications.injurySentence'),
  },
};
