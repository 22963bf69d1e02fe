import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { createIdempotencyAttempts } from '@/api/idempotency';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { QueryContent } from '@/components/feedback/query-content';
import { FormRenderer } from '@/components/forms/form-renderer';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { localizeForm } from '@/lib/forms/localize';
import type { Answers } from '@/lib/forms/types';
import { useAppStore } from '@/stores/app-store';

import {
  requestTypeQueryOptions,
  requestTypesQueryOptions,
  submitRequestMutation,
  type RequestTypeToFill,
} from '../api/requests';
import { TypeSummary } from '../components/type-summary';
import { localDescription, useRequestErrorMessage, useRequestFormat } from '../lib/request-words';
import { requestPath, requestsParams, requestsPaths } from '../paths';

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The address of the tab with a type chosen (or none). */
const tabAddress = (typeId: number | null) => {
  const params = new URLSearchParams({ [requestsParams.tab]: 'new' });
  if (typeId !== null) params.set(requestsParams.type, String(typeId));
  return `${paths.requests}?${params.toString()}`;
};

/** "Nueva solicitud": the active types to choose from, then the chosen one's form (the type in
 *  the address, `?requestType=<id>`). */
export function NewRequestTab() {
  const [params] = useSearchParams();
  const typeId = idOf(params.get(requestsParams.type));
  return typeId === null ? <TypeChoice /> : <TypeForm key={typeId} typeId={typeId} />;
}

function TypeChoice() {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const types = useQuery(requestTypesQueryOptions());
  return (
    <QueryContent
      query={types}
      loadingLabel={t('requests.new.loading')}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon="🗒️"
          title={t('requests.new.empty')}
          body={t(isAdmin ? 'requests.new.emptyAdmin' : 'requests.new.emptyBody')}
          action={
            isAdmin ? (
              <Button component={RouterLink} to={requestsPaths.admin} variant="contained">
                {t('requests.page.manage')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {(data) => (
        <Stack spacing={1.5}>
          <Typography color="text.secondary">{t('requests.new.intro')}</Typography>
          <Box
            component="ul"
            aria-label={t('requests.new.listLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
            }}
          >
            {data.map((type) => {
              const description = localDescription(type, format.language);
              return (
                <Paper
                  key={type.id}
                  component="li"
                  variant="outlined"
                  sx={{ p: 2, display: 'flex' }}
                  data-type={type.id}
                >
                  <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {format.typeName(type)}
                    </Typography>
                    {description ? (
                      <Typography
                        variant="body2"
                        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                      >
                        {description}
                      </Typography>
                    ) : null}
                    <TypeSummary type={type} />
                    <Box sx={{ mt: 'auto', pt: 0.5 }}>
                      <Button
                        component={RouterLink}
                        to={tabAddress(type.id)}
                        variant="outlined"
                        aria-label={t('requests.new.chooseLabel', { name: format.typeName(type) })}
                      >
                        {t('requests.new.choose')}
                      </Button>
                    </Box>
                  </Stack>
                </Paper>
              );
            })}
          </Box>
        </Stack>
      )}
    </QueryContent>
  );
}

function TypeForm({ typeId }: { typeId: number }) {
  const { t } = useTranslation();
  const type = useQuery(requestTypeQueryOptions(typeId));
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={tabAddress(null)} startIcon={<ArrowBack />}>
          {t('requests.new.back')}
        </Button>
      </Box>
      <ItemQueryContent
        known
        query={type}
        loading={<LoadingBlock label={t('requests.new.loadingType')} />}
        notFound={
          <EmptyState
            icon="🗒️"
            title={t('requests.new.gone')}
            body={t('requests.new.goneBody')}
            action={
              <Link component={RouterLink} to={tabAddress(null)}>
                {t('requests.new.back')}
              </Link>
            }
          />
        }
      >
        {(data) => <Filling key={data.form.version} type={data} />}
      </ItemQueryContent>
    </Stack>
  );
}

function Filling({ type }: { type: RequestTypeToFill }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = useRequestFormat();
  const describe = useRequestErrorMessage();
  const submit = useMutation(submitRequestMutation());
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<unknown>(null);
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const definition = useMemo(
    () => localizeForm(type.form.definition, language),
    [type.form.definition, language],
  );
  const name = format.typeName(type);
  const description = localDescription(type, format.language);

  const send = async (answers: Answers) => {
    setFailure(null);
    try {
      const sent = await submit.mutateAsync({
        typeId: type.id,
        version: type.form.version,
        answers,
        idempotencyKey: attempts.keyFor({ typeId: type.id, answers }),
      });
      attempts.reset();
      showToast(t('requests.new.sent', { name }), 'success');
      void navigate(requestPath(sent.id));
    } catch (error) {
      const refusal = toApiError(error);
      if (Object.keys(refusal.fields).length > 0) setServerErrors({ ...refusal.fields });
      else setFailure(error);
      throw error;
    }
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={0.75}>
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {description}
          </Typography>
        ) : null}
        <TypeSummary type={type} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <FormRenderer
          definition={definition}
          context={type.context}
          onSubmit={send}
          submitLabel={t('requests.new.submit')}
          serverErrors={serverErrors}
        />
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {describe(failure)}
          </Alert>
        ) : null}
      </Paper>
    </Stack>
  );
}
