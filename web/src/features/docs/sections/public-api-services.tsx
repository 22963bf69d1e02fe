import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../components/code-block';
import { CodeExamples } from '../components/code-examples';
import { ErrorsTable } from '../components/errors-table';
import { FieldTable, type FieldRow } from '../components/field-table';
import { MethodPath } from '../components/method-path';
import {
  EXAMPLE_TYPE_ID,
  PUBLIC_CALL_PATHS,
  PUBLIC_CALL_TEMPLATES,
  SAMPLE_ANSWERS,
  prettyJson,
  type PublicCallId,
} from '../examples';
import { PUBLIC_ERRORS } from '../public-errors';

export type PublicApiServicesProps = { origin: string };

type CallSectionProps = {
  call: PublicCallId;
  origin: string;
  title: string;
  description: string;
  response: string;
  pathRows?: readonly FieldRow[];
  bodyRows: readonly FieldRow[];
};

function CallSection({
  call,
  origin,
  title,
  description,
  response,
  pathRows,
  bodyRows,
}: CallSectionProps) {
  const { t } = useTranslation();
  const id = `call-${call}`;
  const headerRows: FieldRow[] = [
    {
      name: 'Authorization',
      type: 'string',
      required: true,
      description: t('docs.services.headers.authorization'),
    },
    {
      name: 'Content-Type',
      type: 'string',
      required: true,
      description: t('docs.services.headers.contentType'),
    },
    {
      name: 'Idempotency-Key',
      type: 'string',
      required: false,
      description: t('docs.services.headers.idempotencyKey'),
    },
  ];
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      <MethodPath method="post" path={`/api${PUBLIC_CALL_TEMPLATES[call]}`} />
      <Typography>{description}</Typography>
      <Typography variant="h3">{t('docs.services.urlTitle')}</Typography>
      <CodeBlock code={`POST ${origin}/api${PUBLIC_CALL_PATHS[call]}`} />
      <Typography variant="h3">{t('docs.services.headersTitle')}</Typography>
      <FieldTable caption={t('docs.services.headersCaption', { name: title })} rows={headerRows} />
      {pathRows ? (
        <>
          <Typography variant="h3">{t('docs.services.pathTitle')}</Typography>
          <FieldTable caption={t('docs.services.pathCaption', { name: title })} rows={pathRows} />
        </>
      ) : null}
      <Typography variant="h3">{t('docs.services.fieldsTitle')}</Typography>
      <FieldTable caption={t('docs.services.fieldsCaption', { name: title })} rows={bodyRows} />
      <Typography variant="h3">{t('docs.services.exampleTitle')}</Typography>
      <CodeExamples call={call} origin={origin} title={title} />
      <Typography variant="h3">{t('docs.services.responseTitle')}</Typography>
      <Typography>{response}</Typography>
      <CodeBlock
        code={prettyJson(SAMPLE_ANSWERS[call])}
        label={t('docs.services.responseLabel', { name: title })}
        copyable
      />
      <Typography variant="h3">{t('docs.services.errorsTitle')}</Typography>
      <ErrorsTable
        caption={t('docs.services.errorsCaption', { name: title })}
        rows={PUBLIC_ERRORS[call]}
      />
    </Stack>
  );
}

/** One section per public call: URL, headers, body, examples, answer and errors. */
export function PublicApiServices({ origin }: PublicApiServicesProps) {
  const { t } = useTranslation();
  const f = (name: string, type: string, required: boolean, description: string): FieldRow => ({
    name,
    type,
    required,
    description,
  });
  const recognitionRows: FieldRow[] = [
    f('sender_email', 'string', true, t('docs.services.recognition.senderEmail')),
    f('reciever_emails', 'string[]', true, t('docs.services.recognition.receiverEmails')),
    f('amount', 'integer', true, t('docs.services.recognition.amount')),
    f('post_types', 'integer | integer[]', true, t('docs.services.recognition.postTypes')),
    f('message', 'string', false, t('docs.services.recognition.message')),
    f('values', 'integer[]', false, t('docs.services.recognition.values')),
    f('sub_type_id', 'integer', false, t('docs.services.recognition.subTypeId')),
  ];
  const typedRows = recognitionRows.filter((row) => row.name !== 'post_types');
  const badgeRows: FieldRow[] = [
    f('reciever_emails', 'string[]', true, t('docs.services.badge.receiverEmails')),
    f('badge_id', 'integer', true, t('docs.services.badge.badgeId')),
    f('message', 'string', false, t('docs.services.badge.message')),
  ];
  return (
    <Stack spacing={5}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('docs.services.title')}</Typography>
        <Typography>{t('docs.services.intro')}</Typography>
        <Typography>{t('docs.services.idempotency')}</Typography>
      </Stack>
      <CallSection
        call="sendRecognition"
        origin={origin}
        title={t('docs.services.recognition.title')}
        description={t('docs.services.recognition.description')}
        response={t('docs.services.recognition.response')}
        bodyRows={recognitionRows}
      />
      <CallSection
        call="sendRecognitionOfType"
        origin={origin}
        title={t('docs.services.typed.title')}
        description={t('docs.services.typed.description', { id: EXAMPLE_TYPE_ID })}
        response={t('docs.services.typed.response')}
        pathRows={[
          {
            name: 'id',
            type: 'integer',
            required: true,
            description: t('docs.services.typed.typeId'),
          },
        ]}
        bodyRows={typedRows}
      />
      <CallSection
        call="sendBadge"
        origin={origin}
        title={t('docs.services.badge.title')}
        description={t('docs.services.badge.description')}
        response={t('docs.services.badge.response')}
        bodyRows={badgeRows}
      />
    </Stack>
  );
}
