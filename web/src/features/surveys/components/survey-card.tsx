import EventOutlined from '@mui/icons-material/EventOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { MemberSurvey } from '../api/surveys';

import { ConfidentialityLabel } from './confidentiality-note';

/** A survey of the person's lists: its title, points, closing day, confidentiality and where
 *  they are with it. One still to answer is a link by its title, which the whole card answers
 *  to. */
export function SurveyCard({ survey }: { survey: MemberSurvey }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const open = survey.state === 'pending' || survey.state === 'draft';
  return (
    <Card
      variant="outlined"
      component="li"
      data-survey={survey.id}
      sx={{
        position: 'relative',
        '&:hover': open ? { borderColor: 'primary.main' } : undefined,
      }}
    >
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {open ? (
                <Link
                  component={RouterLink}
                  to={`${paths.surveys}/${survey.id}`}
                  underline="hover"
                  color="inherit"
                  // The whole card takes the link's clicks (its ::after covers the card).
                  sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                >
                  {survey.title}
                </Link>
              ) : (
                survey.title
              )}
            </Typography>
            {survey.points > 0 ? (
              <Chip
                size="small"
                color="primary"
                label={t('surveys.card.points', {
                  count: survey.points,
                  points: format.number(survey.points),
                })}
              />
            ) : null}
          </Stack>
          {survey.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {survey.description}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <ConfidentialityLabel mode={survey.confidentiality} />
            <Typography variant="body2" color="text.secondary">
              {t('surveys.card.questions', {
                count: survey.questions,
                number: format.number(survey.questions),
              })}
            </Typography>
            {survey.state === 'answered' && survey.answered_on ? (
              <Typography variant="body2" color="text.secondary">
                {t('surveys.card.answeredOn')} <DateText value={survey.answered_on} />
              </Typography>
            ) : survey.closes_on ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <EventOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                <Typography variant="body2" color="text.secondary">
                  {t(survey.state === 'closed' ? 'surveys.card.closedOn' : 'surveys.card.closesOn')}{' '}
                  <DateText value={survey.closes_on} />
                </Typography>
              </Stack>
            ) : null}
            {survey.state === 'draft' ? (
              <Chip size="small" variant="outlined" label={t('surveys.card.draft')} />
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
