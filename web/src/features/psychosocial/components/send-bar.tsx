import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type SendBarProps = {
  /** Answers still missing (items shown and filters). */
  left: number;
  sendLabel: string;
  pending: boolean;
  /** Takes the person to the first question still unanswered. */
  onFirstMissing: () => void;
};

/** The send button of a questionnaire: available once every question shown is answered; until
 *  then it says how many are left, with a button to the first one. */
export function SendBar({ left, sendLabel, pending, onFirstMissing }: SendBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Button type="submit" variant="contained" disabled={left > 0} loading={pending}>
        {sendLabel}
      </Button>
      {left > 0 ? (
        <>
          <Typography role="status" variant="body2">
            {t('psychosocial.send.left', { count: left })}
          </Typography>
          <Button variant="outlined" onClick={onFirstMissing}>
            {t('psychosocial.send.firstMissing')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
