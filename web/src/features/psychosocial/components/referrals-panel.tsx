import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import {
  REFERRAL_NOTE_MAX,
  REFERRAL_STATUSES,
  referralsQueryOptions,
  updateReferralMutation,
  type PsyReferral,
  type ReferralStatus,
} from '../api/psychosocial';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';
import { useWording } from '../lib/text';

function ReferralCard({
  referral,
  onSaved,
}: {
  referral: PsyReferral;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [status, setStatus] = useState<ReferralStatus>(referral.status);
  const [note, setNote] = useState(referral.note);
  const save = useMutation(updateReferralMutation());
  const fields = fieldErrors(save.error);
  const tooLong = note.length > REFERRAL_NOTE_MAX;
  const changed = status !== referral.status || note !== referral.note;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack spacing={0.25}>
            <Typography variant="h3" component="h2">
              {referral.person.full_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {referral.workplace} · {t('psychosocial.referrals.answeredOn')}{' '}
              <DateText value={referral.answered_on} />
            </Typography>
          </Stack>
          {referral.sections
            .filter((section) => section.yes.length > 0)
            .map((section) => (
              <Stack key={section.id} spacing={0.5}>
                <Typography variant="subtitle2" component="h3">
                  {word(section.title)}
                </Typography>
                <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
                  {section.yes.map((item) => (
                    <Typography key={item.n} component="li" variant="body2">
                      {item.n}. {word(item)}
                    </Typography>
                  ))}
                </Stack>
              </Stack>
            ))}
          <Stack
            component="form"
            noValidate
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              if (tooLong) return;
              save.mutate(
                { id: referral.id, status, note },
                { onSuccess: () => onSaved(referral.person.full_name) },
              );
            }}
          >
            <SelectInput
              id={`${id}-status`}
              label={t('psychosocial.referrals.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as ReferralStatus)}
              error={Boolean(fields.status)}
              helperText={fields.status}
              options={REFERRAL_STATUSES.map((entry) => ({
                value: entry,
                label: t(`psychosocial.referrals.statuses.${entry}`),
              }))}
            />
            <TextInput
              id={`${id}-note`}
              multiline
              minRows={2}
              label={t('psychosocial.referrals.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={tooLong || Boolean(fields.note)}
              helperText={
                tooLong
                  ? t('psychosocial.referrals.noteTooLong', { max: REFERRAL_NOTE_MAX })
                  : (fields.note ?? t('psychosocial.referrals.noteHelp'))
              }
            />
            {save.error ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
            <Button
              type="submit"
              variant="contained"
              loading={save.isPending}
              disabled={!changed || tooLong}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('psychosocial.referrals.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Canalizaciones" (occupational-health staff only): the people whose Guía I calls for a
 *  clinical evaluation, newest first, by follow-up status, with the items they answered Sí and
 *  a private note. Every read is audited on the server. */
export function ReferralsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<ReferralStatus | ''>('pending');
  const [saved, setSaved] = useState<string | null>(null);
  const { page, perPage, setPage, controls } = useListPaging(20);
  const query = useQuery(referralsQueryOptions(status, page + 1, perPage));
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('psychosocial.referrals.description')}</Typography>
      <Box sx={{ maxWidth: 280 }}>
        <SelectInput
          id={`${id}-filter`}
          label={t('psychosocial.referrals.filter')}
          value={status}
          onChange={(event) => {
            setPage(0);
            setStatus(event.target.value as ReferralStatus | '');
          }}
          options={[
            { value: '', label: t('psychosocial.referrals.all') },
            ...REFERRAL_STATUSES.map((entry) => ({
              value: entry,
              label: t(`psychosocial.referrals.statuses.${entry}`),
            })),
          ]}
        />
      </Box>
      <Typography role="status" variant="body2">
        {saved ? t('psychosocial.referrals.saved', { name: saved }) : ''}
      </Typography>
      <QueryContent
        query={query}
        loadingLabel={t('psychosocial.referrals.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('psychosocial.referrals.empty')} />}
      >
        {(data) => (
          <Stack spacing={1.5}>
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ p: 0, m: 0 }}
              aria-label={t('psychosocial.referrals.label')}
            >
              {data.items.map((referral) => (
                <ReferralCard key={referral.id} referral={referral} onSaved={setSaved} />
              ))}
            </Stack>
            <ListPagination meta={data.meta} {...controls} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
