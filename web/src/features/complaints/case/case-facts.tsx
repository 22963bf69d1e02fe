// What the reporter wrote (unsealed for the case's access list): the facts, when, where, the
// people involved and witnesses as written, the measures they hope for, and whether they report
// for someone else.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { ComplaintCaseDetail } from '../api/cases';

function Field({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} component="div">
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        color={text ? 'text.primary' : 'text.secondary'}
      >
        {text || t('complaints.case.notGiven')}
      </Typography>
    </Stack>
  );
}

export function CaseFacts({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const { content } = detail;
  return (
    <Stack component="dl" spacing={2} sx={{ m: 0 }} data-testid="case-facts">
      <Field label={t('complaints.intake.facts')} text={content.facts} />
      <Field label={t('complaints.intake.when')} text={content.when_text} />
      <Field
        label={t('complaints.intake.where')}
        text={[content.where_text, detail.area?.name].filter(Boolean).join(' · ')}
      />
      <Field label={t('complaints.intake.people')} text={content.people_text} />
      <Field label={t('complaints.intake.witnesses')} text={content.witnesses_text} />
      <Field label={t('complaints.intake.measures')} text={content.desired_measures} />
      {detail.on_behalf_of_third_party ? (
        <Typography>{t('complaints.case.thirdParty')}</Typography>
      ) : null}
    </Stack>
  );
}
