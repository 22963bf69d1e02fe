import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import type { EditLanguage } from '@/components/forms/builder/draft';
import { LanguageToggle } from '@/components/forms/builder/language-toggle';
import { QuestionsEditor } from '@/components/forms/builder/questions-editor';
import { TabbedPanel } from '@/components/layout/tabbed-panel';

import { CopyFormDialog } from './copy-form-dialog';
import { withRoleQuestions } from './form-rules';
import type { Direction, Templates } from './types';
import { formDraft, judgeForm, type DirectionDrafts } from './use-direction-drafts';

export type FormsSectionProps = {
  directions: Direction[];
  drafts: DirectionDrafts;
  templates: Templates;
  language: EditLanguage;
  onLanguage: (language: EditLanguage) => void;
  /** The direction whose form shows. */
  current: Direction;
  onCurrent: (direction: Direction) => void;
  /** A save was tried: every problem shows. */
  attempted: boolean;
  /** The server's message about a direction's form (`forms.<direction>`). */
  serverErrors: Partial<Record<Direction, string>>;
};

/** Each direction's form (before launch): started from the default template or copied from a
 *  form of the organisation, then built freely with the forms' builder; the module's own rule
 *  («overall», the leader's «potential») is checked here as the server will. */
export function FormsSection({
  directions,
  drafts,
  templates,
  language,
  onLanguage,
  current,
  onCurrent,
  attempted,
  serverErrors,
}: FormsSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [resetting, setResetting] = useState(false);
  const [copying, setCopying] = useState(false);
  const shown = directions.includes(current) ? current : (directions[0] ?? 'self');
  const state = drafts.states[shown];
  const verdict = judgeForm(shown, state);
  const template = formDraft(templates[shown]);
  const directionName = t(`evaluations.admin.direction.${shown}`);

  const tabLabel = (direction: Direction) => {
    const count = attempted ? judgeForm(direction, drafts.states[direction]).count : 0;
    const name = t(`evaluations.admin.direction.${direction}`);
    return count > 0 || serverErrors[direction]
      ? t('evaluations.admin.forms.tabProblems', { name, count: Math.max(count, 1) })
      : name;
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography id={`${id}-title`} variant="h3" component="h3">
            {t('evaluations.admin.forms.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.admin.forms.help')}
          </Typography>
        </Stack>
        <LanguageToggle language={language} onChange={onLanguage} />
        <TabbedPanel
          idPrefix={`${id}-forms`}
          label={t('evaluations.admin.forms.tabsLabel')}
          tabs={directions.map((direction) => ({ value: direction, label: tabLabel(direction) }))}
          value={shown}
          onChange={onCurrent}
          scrollable
        >
          <Stack spacing={2} sx={{ pt: 2 }}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => setResetting(true)}>
                {t('evaluations.admin.forms.useTemplate')}
              </Button>
              <Button variant="outlined" onClick={() => setCopying(true)}>
                {t('evaluations.admin.forms.copy')}
              </Button>
            </Stack>
            {verdict.role ? (
              <Alert
                severity={attempted ? 'error' : 'warning'}
                role={attempted ? 'alert' : undefined}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() =>
                      drafts.replace(shown, withRoleQuestions(shown, state.draft, template))
                    }
                  >
                    {t('evaluations.admin.forms.addRole')}
                  </Button>
                }
              >
                {t(`evaluations.admin.forms.role.${verdict.role}`)}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t(
                  shown === 'leader'
                    ? 'evaluations.admin.forms.roleHelpLeader'
                    : 'evaluations.admin.forms.roleHelp',
                )}
              </Typography>
            )}
            {serverErrors[shown] ? (
              <Alert severity="error" role="alert">
                {serverErrors[shown]}
              </Alert>
            ) : null}
            <QuestionsEditor key={shown} state={state} language={language} />
          </Stack>
        </TabbedPanel>
      </Stack>
      <ConfirmDialog
        open={resetting}
        title={t('evaluations.admin.forms.useTemplateTitle', { name: directionName })}
        body={t('evaluations.admin.forms.useTemplateBody')}
        confirmLabel={t('evaluations.admin.forms.useTemplate')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        onConfirm={() => {
          drafts.replace(shown, template);
          setResetting(false);
        }}
        onCancel={() => setResetting(false)}
      />
      {copying ? (
        <CopyFormDialog
          directionName={directionName}
          onCopy={(definition) => {
            drafts.replace(shown, formDraft(definition));
            setCopying(false);
          }}
          onClose={() => setCopying(false)}
        />
      ) : null}
    </Paper>
  );
}
