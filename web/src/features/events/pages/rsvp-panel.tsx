import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateTimeText } from '@/components/date-text';
import { SelectInput } from '@/components/form/select-input';
import { FormRenderer } from '@/components/forms/form-renderer';
import { localizeForm } from '@/lib/forms/localize';
import type { Answers } from '@/lib/forms/types';
import { useNow } from '@/lib/use-now';

import { offerMutation, rsvpMutation } from '../api/events';
import type { EventDetail, EventResponse, RsvpOption } from '../api/types';
import { optionLabel } from '../lib/option-label';
import { useEventErrorMessage } from '../lib/use-event-error';

const RESPONSES: readonly EventResponse[] = ['going', 'maybe', 'not_going'];

/** An answer: a built-in one, or one of the event's own options (counted as going or not). */
type Choice = { response: EventResponse; option?: RsvpOption };

/** The viewer's answer (EVT-2): Asistiré / Tal vez / No asistiré and the event's own options,
 *  how many guests they bring when it takes guests, with the registration questions before a
 *  place is taken; where they stand (a place, the waitlist, a place offered with its deadline,
 *  EVT-3). */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useEventErrorMessage();
  const rsvp = useMutation(rsvpMutation(event.id));
  const offer = useMutation(offerMutation(event.id));
  const [asking, setAsking] = useState<Choice | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const my = event.my;
  const registered = my?.response === 'going' && my.status !== 'cancelled' ? my.guests : null;
  const [guests, setGuests] = useState<number>(registered ?? 0);
  const now = useNow(60_000);
  const form = useMemo(
    () => (event.form ? localizeForm(event.form, i18n.language) : null),
    [event.form, i18n.language],
  );
  const failure = rsvp.error ?? offer.error;
  const open = event.registration_open;
  const choices: Choice[] = [
    ...RESPONSES.filter((response) => response !== 'maybe' || event.allow_maybe).map(
      (response) => ({ response }),
    ),
    ...event.rsvp_options.map((option) => ({ response: option.counts_as, option })),
  ];
  const takesGuests = event.max_guests > 0;
  const bodyOf = (choice: Choice) => ({
    ...(choice.option ? { option: choice.option.key } : { response: choice.response }),
    ...(choice.response === 'going' && takesGuests ? { guests } : {}),
  });

  const answer = (choice: Choice) => {
    setServerErrors(undefined);
    if (choice.response === 'going' && form && my?.response !== 'going') {
      setAsking(choice);
      return;
    }
    setAsking(null);
    rsvp.mutate(bodyOf(choice));
  };

  /** A new number of guests: sent at once when the viewer already goes (a refusal puts the
   *  number kept back). */
  const changeGuests = (next: number) => {
    setGuests(next);
    if (registered === null || next === registered) return;
    setServerErrors(undefined);
    rsvp.mutate(
      {
        ...(my?.option_key ? { option: my.option_key } : { response: 'going' as const }),
        guests: next,
      },
      { onError: () => setGuests(registered) },
    );
  };

  const sendAnswers = async (answers: Answers) => {
    try {
      await rsvp.mutateAsync({ ...bodyOf(asking ?? { response: 'going' }), answers });
      setAsking(null);
    } catch (error) {
      const problem = toApiError(error);
      if (Object.keys(problem.fields).length > 0) setServerErrors({ ...problem.fields });
      throw error;
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="event-rsvp"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="event-rsvp" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('events.rsvp.title')}
        </Typography>
        <MyStanding event={event} />
        {my?.status === 'offered' && my.offered_until !== null ? (
          <Alert
            severity="warning"
            data-testid="offer"
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  color="inherit"
                  variant="outlined"
                  size="small"
                  loading={offer.isPending && offer.variables === 'confirm'}
                  onClick={() => offer.mutate('confirm')}
                >
                  {t('events.rsvp.confirm')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  loading={offer.isPending && offer.variables === 'decline'}
                  onClick={() => offer.mutate('decline')}
                >
                  {t('events.rsvp.decline')}
                </Button>
              </Stack>
            }
          >
            {t('events.rsvp.offered')} {t('events.rsvp.confirmBefore')}{' '}
            <DateTimeText value={my.offered_until} />
          </Alert>
        ) : null}
        {open ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            role="group"
            aria-label={t('events.rsvp.choices')}
          >
            {choices.map((choice) => {
              const key = choice.option?.key ?? null;
              const chosen =
                my !== null &&
                my.option_key === key &&
                my.response === choice.response &&
                (my.status !== 'cancelled' || choice.response !== 'going');
              const sending =
                rsvp.isPending &&
                (key
                  ? rsvp.variables.option === key
                  : !rsvp.variables.option && rsvp.variables.response === choice.response);
              return (
                <Button
                  key={key ?? choice.response}
                  variant={chosen ? 'contained' : 'outlined'}
                  aria-pressed={chosen}
                  loading={sending}
                  onClick={() => answer(choice)}
                >
                  {choice.option
                    ? optionLabel(choice.option, i18n.language)
                    : t(`events.rsvp.${choice.response}`)}
                </Button>
              );
            })}
          </Stack>
        ) : (
          <Typography color="text.secondary">
            {event.ends_at < now ? t('events.rsvp.ended') : t('events.rsvp.closed')}
          </Typography>
        )}
        {open && takesGuests ? (
          <Stack sx={{ maxWidth: 320 }}>
            <SelectInput
              id={`event-${event.id}-guests`}
              label={t('events.rsvp.guests')}
              value={String(guests)}
              onChange={(change) => changeGuests(Number(change.target.value))}
              helperText={t('events.rsvp.guestsHelp', { count: event.max_guests })}
              options={Array.from({ length: event.max_guests + 1 }, (_unused, count) => ({
                value: String(count),
                label: String(count),
              }))}
            />
          </Stack>
        ) : null}
        {asking && form ? (
          <Stack spacing={1}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {t('events.rsvp.questions')}
            </Typography>
            <FormRenderer
              definition={form}
              context={event.form_context ?? {}}
              onSubmit={sendAnswers}
              submitLabel={t('events.rsvp.send')}
              serverErrors={serverErrors}
            />
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setAsking(null)}>
              {t('events.rsvp.cancelQuestions')}
            </Button>
          </Stack>
        ) : null}
        {failure && !serverErrors ? (
          <Alert severity="error" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Where the viewer stands, in a sentence read out when it changes. */
function MyStanding({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const my = event.my;
  let text: string | null = null;
  if (my?.response === 'going' && my.status === 'confirmed')
    text =
      my.guests > 0
        ? t('events.rsvp.standing.confirmedWithGuests', { count: my.guests })
        : t('events.rsvp.standing.confirmed');
  else if (my?.response === 'going' && my.status === 'waitlisted')
    text = t('events.rsvp.standing.waitlisted', { position: my.waitlist_position ?? '—' });
  else if (my?.response === 'going' && my.status === 'cancelled')
    text = t('events.rsvp.standing.lost');
  else if (my?.response === 'maybe') text = t('events.rsvp.standing.maybe');
  else if (my?.response === 'not_going') text = t('events.rsvp.standing.notGoing');
  if (!text) return null;
  return (
    <Typography role="status" data-testid="my-standing" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
