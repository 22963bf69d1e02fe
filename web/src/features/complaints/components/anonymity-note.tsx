// What anonymity means here, in plain words (CMP-6): what the organisation never learns, what
// only the person holds, and what could still give them away.
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const POINTS = ['noIdentity', 'keys', 'sealed', 'yourWords', 'device'] as const;

export function AnonymityNote() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-body`} id={`${id}-head`}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('complaints.anonymity.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-body`}>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {POINTS.map((point) => (
            <li key={point}>
              <Typography sx={{ mb: 1 }}>{t(`complaints.anonymity.${point}`)}</Typography>
            </li>
          ))}
        </ul>
      </AccordionDetails>
    </Accordion>
  );
}
