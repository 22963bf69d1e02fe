import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { PsyGuide, PsyText } from '../api/psychosocial';
import { mentionsTwoMonths, useWording } from '../lib/text';

/** What the person reads before the first item of a guide: the confidentiality of their answers
 *  (the application's own text), the guide's instructions, whether the questions refer to the
 *  last two months, and how many items there are. */
export function QuestionnaireIntro({
  confidentiality,
  guide,
}: {
  confidentiality: PsyText;
  guide: PsyGuide;
}) {
  const { t } = useTranslation();
  const word = useWording();
  const instructions = word(guide.instructions);
  return (
    <Stack spacing={1.5}>
      <Alert severity="info" variant="outlined" role="note" icon={<LockOutlined />}>
        <AlertTitle component="h2">{t('psychosocial.intro.confidentiality')}</AlertTitle>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {word(confidentiality)}
        </Typography>
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Typography variant="h2">
            {t('psychosocial.intro.aboutGuide', { guide: word(guide.name) })}
          </Typography>
          {instructions ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {instructions}
            </Typography>
          ) : null}
          {mentionsTwoMonths(guide.instructions) ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('psychosocial.intro.twoMonths')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('psychosocial.intro.items', { count: guide.items.length })}
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
