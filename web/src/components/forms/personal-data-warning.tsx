// SUR-20's warning before sending: the text answers that seem to hold an e-mail, a phone number
// or an identity number, each a link to its question; the person reviews them or sends anyway.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonalDataKind } from './personal-data';

export type FlaggedAnswer = {
  id: string;
  title: string;
  href: string;
  kinds: PersonalDataKind[];
};

export type PersonalDataWarningProps = {
  flagged: FlaggedAnswer[];
  onReview: (questionId: string) => void;
  onSendAnyway: () => void;
  sending: boolean;
  ref?: Ref<HTMLDivElement>;
};

const KIND_KEYS = {
  email: 'forms.renderer.personalData.kinds.email',
  phone: 'forms.renderer.personalData.kinds.phone',
  id: 'forms.renderer.personalData.kinds.id',
} as const;

export function PersonalDataWarning({
  flagged,
  onReview,
  onSendAnyway,
  sending,
  ref,
}: PersonalDataWarningProps) {
  const { t } = useTranslation();
  const first = flagged[0];
  if (!first) return null;
  return (
    <Alert severity="warning" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <AlertTitle>{t('forms.renderer.personalData.title')}</AlertTitle>
      <Typography variant="body2">{t('forms.renderer.personalData.body')}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {flagged.map((answer) => (
          <li key={answer.id}>
            <Link
              href={answer.href}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                onReview(answer.id);
              }}
            >
              {answer.title}
            </Link>{' '}
            ({answer.kinds.map((kind) => t(KIND_KEYS[kind])).join(', ')})
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" size="small" onClick={() => onReview(first.id)}>
          {t('forms.renderer.personalData.review')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          size="small"
          loading={sending}
          onClick={onSendAnyway}
        >
          {t('forms.renderer.personalData.sendAnyway')}
        </Button>
      </Stack>
    </Alert>
  );
}
