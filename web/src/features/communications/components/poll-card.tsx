import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/form/form-error';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';

import { voteMutation, type Poll } from '../api/communications';
import { validateAnswer, type AnswerErrorKey } from '../lib/poll-rules';

export type PollCardProps = {
  communicationId: number;
  poll: Poll;
  /** The person received it and may answer (an admin who did not only sees the results). */
  canVote: boolean;
};

/** A communication's poll: the options to answer (one, or several when allowed) and "Votar";
 *  once answered, the results with a bar and a percentage per option, and "Cambiar mi
 *  respuesta". The results stay live (the page reads the communication again every 10 s). */
export function PollCard({ communicationId, poll, canVote }: PollCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const voted = poll.my_votes.length > 0;
  const [changing, setChanging] = useState(false);
  const answering = canVote && (!voted || changing);
  const showResults = !answering && poll.voters !== null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('communications.poll.title')}
          </Typography>
          <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {poll.question}
          </Typography>
        </Stack>
        {answering ? (
          <PollAnswer
            communicationId={communicationId}
            poll={poll}
            labelId={titleId}
            onVoted={() => setChanging(false)}
            onKeep={voted ? () => setChanging(false) : null}
          />
        ) : showResults ? (
          <PollResults poll={poll} onChange={canVote ? () => setChanging(true) : null} />
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {poll.options.map((option) => (
              <Typography component="li" key={option.id}>
                {option.text}
              </Typography>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

type PollAnswerProps = {
  communicationId: number;
  poll: Poll;
  /** The question's heading, which names the choices. */
  labelId: string;
  onVoted: () => void;
  /** Back to the results without changing the answer (null: there is none yet). */
  onKeep: (() => void) | null;
};

function PollAnswer({ communicationId, poll, labelId, onVoted, onKeep }: PollAnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(poll.my_votes);
  const [problem, setProblem] = useState<AnswerErrorKey | null>(null);
  const vote = useToastMutation(voteMutation(), {
    success: () => t('communications.poll.voted'),
    onSuccess: onVoted,
  });

  const toggle = (optionId: number, on: boolean) => {
    setProblem(null);
    setChosen((current) =>
      poll.options
        .map((option) => option.id)
        .filter((candidate) => (candidate === optionId ? on : current.includes(candidate))),
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const positions = chosen.map((optionId) =>
      poll.options.findIndex((option) => option.id === optionId),
    );
    const error = validateAnswer(
      poll.options.length,
      poll.multiple,
      positions.map((position) => (position < 0 ? poll.options.length : position)),
    );
    setProblem(error);
    if (error) return;
    vote.mutate({ id: communicationId, optionIds: chosen });
  };

  const hint = poll.multiple
    ? t('communications.poll.chooseMany')
    : t('communications.poll.chooseOne');

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1.5}>
        <FormControl error={Boolean(problem)} sx={{ minWidth: 0 }}>
          {poll.multiple ? (
            <FormGroup role="group" aria-labelledby={labelId} aria-describedby={`${id}-hint`}>
              {poll.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  label={option.text}
                  control={
                    <Checkbox
                      checked={chosen.includes(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          ) : (
            <RadioGroup
              name={`${id}-options`}
              aria-labelledby={labelId}
              aria-describedby={`${id}-hint`}
              value={chosen[0] !== undefined ? String(chosen[0]) : ''}
              onChange={(event) => {
                setProblem(null);
                setChosen([Number(event.target.value)]);
              }}
            >
              {poll.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={String(option.id)}
                  label={option.text}
                  control={<Radio />}
                />
              ))}
            </RadioGroup>
          )}
          <FormHelperText id={`${id}-hint`} {...(problem ? { role: 'alert' } : {})}>
            {problem ? t(problem) : hint}
          </FormHelperText>
        </FormControl>
        <FormError error={vote.error} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={vote.isPending}>
            {t('communications.poll.vote')}
          </Button>
          {onKeep ? (
            <Button onClick={onKeep} disabled={vote.isPending}>
              {t('communications.poll.keep')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

type PollResultsProps = { poll: Poll; onChange: (() => void) | null };

/** Each option with its share of the people who answered (a bar and a percentage) and its
 *  votes; the person's own choices marked. */
function PollResults({ poll, onChange }: PollResultsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const voters = poll.voters ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('communications.poll.voters', { count: voters, formatted: format.number(voters) })}
      </Typography>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={t('communications.poll.results')}
      >
        {poll.options.map((option) => {
          const votes = option.votes ?? 0;
          const percent = voters > 0 ? Math.round((votes * 100) / voters) : 0;
          const mine = poll.my_votes.includes(option.id);
          const percentText = t('communications.poll.percent', { value: format.number(percent) });
          return (
            <Box component="li" key={option.id} data-option={option.id}>
              <Stack
                direction="row"
                useFlexGap
                sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: mine ? 700 : 400, overflowWrap: 'anywhere' }}>
                    {option.text}
                  </Typography>
                  {mine ? (
                    <Chip
                      size="small"
                      color="primary"
                      label={t('communications.poll.yourChoice')}
                    />
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  <strong>{percentText}</strong>
                  {' · '}
                  {t('communications.poll.votes', {
                    count: votes,
                    formatted: format.number(votes),
                  })}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={option.text}
                aria-valuetext={percentText}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </Box>
          );
        })}
      </Stack>
      {onChange ? (
        <Box>
          <Button variant="outlined" onClick={onChange}>
            {t('communications.poll.change')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
