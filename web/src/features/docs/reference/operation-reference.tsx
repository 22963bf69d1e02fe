import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { toLanguage } from '@/i18n/languages';

import type { OpenApiDocument } from '../api/openapi';
import { FieldTable } from '../components/field-table';
import { MethodPath } from '../components/method-path';

import {
  acceptsApiKey,
  parameterRows,
  requestBody,
  responseRows,
  summaryIn,
  type PublicOperation,
} from './openapi-reference';

export type OperationReferenceProps = { doc: OpenApiDocument; entry: PublicOperation };

/** One public operation of the contract: summary, parameters, body fields and responses. */
export function OperationReference({ doc, entry }: OperationReferenceProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { method, path, operation } = entry;
  const id = `ref-${operation.operationId ?? `${method}-${path}`}`;
  const parameters = parameterRows(doc, operation, language);
  const body = requestBody(doc, operation, language);
  const responses = responseRows(doc, operation, language);
  const summary = summaryIn(operation, language);
  const title = `${method.toUpperCase()} /api${path}`;

  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem' }}>
          <MethodPath method={method} path={`/api${path}`} />
        </Typography>
        {summary ? <Typography>{summary}</Typography> : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {operation.operationId ? (
            <Chip size="small" variant="outlined" label={`operationId: ${operation.operationId}`} />
          ) : null}
          {acceptsApiKey(operation) ? (
            <Chip size="small" color="success" label={t('docs.reference.apiKey')} />
          ) : null}
        </Stack>

        <Typography variant="h3">{t('docs.reference.parameters')}</Typography>
        {parameters.length > 0 ? (
          <FieldTable
            caption={t('docs.reference.parametersCaption', { name: title })}
            rows={parameters.map((parameter) => ({
              name: parameter.name,
              location: parameter.location,
              type: parameter.type,
              required: parameter.required,
              description: [parameter.description, ...parameter.constraints]
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        ) : (
          <Typography color="text.secondary">{t('docs.reference.noParameters')}</Typography>
        )}

        <Typography variant="h3">{t('docs.reference.body')}</Typography>
        {body ? (
          <>
            <Typography>
              {t('docs.reference.bodyType')} <code>{body.type}</code> (application/json)
            </Typography>
            <FieldTable
              caption={t('docs.reference.bodyCaption', { name: title })}
              rows={body.fields}
            />
          </>
        ) : (
          <Typography color="text.secondary">{t('docs.reference.noBody')}</Typography>
        )}

        <Typography variant="h3">{t('docs.reference.responses')}</Typography>
        <Stack spacing={2}>
          {responses.map((response) => (
            <Stack key={response.status} spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={response.status}
                  color={response.status.startsWith('2') ? 'success' : 'default'}
                  sx={{ fontWeight: 700 }}
                />
                <Typography>{response.description}</Typography>
                {response.type ? <code>{response.type}</code> : null}
              </Stack>
              {response.fields.length > 0 ? (
                <FieldTable
                  caption={t('docs.reference.responseCaption', {
                    status: response.status,
                    type: response.type ?? '',
                  })}
                  rows={response.fields}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
