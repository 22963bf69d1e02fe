import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { BadgeSendRequest, SendRecognitionRequest } from '@/api/types';

import { CodeBlock } from '../components/code-block';
import { FieldTable, type FieldRow } from '../components/field-table';
import { PUBLIC_API_CALLS } from '../docs-sections';

import { curlExample } from './curl-example';

export type PublicApiServicesProps = { apiBase: string };

type CallSectionProps = {
  id: string;
  title: string;
  path: string;
  description: string;
  response: string;
  rows: readonly FieldRow[];
  example: string;
};

function CallSection({ id, title, path, description, response, rows, example }: CallSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label="POST" color="primary" size="small" sx={{ fontWeight: 700 }} />
        <code>{`/api${path}`}</code>
      </Stack>
      <Typography>{description}</Typography>
      <FieldTable caption={t('docs.services.fieldsTitle')} rows={rows} />
      <Typography variant="h3">{t('docs.services.responseTitle')}</Typography>
      <Typography>{response}</Typography>
      <Typography variant="h3">{t('docs.services.exampleTitle')}</Typography>
      <CodeBlock code={example} label={`${t('docs.services.exampleTitle')}: ${title}`} />
    </Stack>
  );
}

export function PublicApiServices({ apiBase }: PublicApiServicesProps) {
  const { t } = useTranslation();
  const recognitionRows: FieldRow[] = [
    {
      name: 'sender_email',
      type: 'string',
      required: true,
      description: t('docs.services.recognition.senderEmail'),
    },
    {
      name: 'reciever_emails',
      type: 'string[]',
      required: true,
      description: t('docs.services.recognition.receiverEmails'),
    },
    {
      name: 'amount',
      type: 'integer',
      required: true,
      description: t('docs.services.recognition.amount'),
    },
    {
      name: 'post_types',
      type: 'integer | integer[]',
      required: true,
      description: t('docs.services.recognition.postTypes'),
    },
    {
      name: 'message',
      type: 'string',
      required: false,
      description: t('docs.services.recognition.message'),
    },
  ];
  const badgeRows: FieldRow[] = [
    {
      name: 'reciever_emails',
      type: 'string[]',
      required: true,
      description: t('docs.services.badge.receiverEmails'),
    },
    {
      name: 'badge_id',
      type: 'integer',
      required: true,
      description: t('docs.services.badge.badgeId'),
    },
    {
      name: 'message',
      type: 'string',
      required: false,
      description: t('docs.services.badge.message'),
    },
  ];
  // Typed against the contract, so the samples follow api/openapi.yaml.
  const recognitionBody: SendRecognitionRequest = {
    sender_email: 'ana.torres@example.com',
    reciever_emails: ['luis.herrera@example.com'],
    amount: 50,
    post_types: 1,
    message: t('docs.services.recognition.exampleMessage'),
  };
  const badgeBody: BadgeSendRequest = {
    reciever_emails: ['ana.torres@example.com', 'luis.herrera@example.com'],
    badge_id: 3,
    message: t('docs.services.badge.exampleMessage'),
  };
  const recognitionExample = curlExample(
    `${apiBase}${PUBLIC_API_CALLS.recognition}`,
    recognitionBody,
  );
  const badgeExample = curlExample(`${apiBase}${PUBLIC_API_CALLS.badge}`, badgeBody);
  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('docs.services.title')}</Typography>
        <Typography>{t('docs.services.intro')}</Typography>
        <Typography>{t('docs.services.idempotency')}</Typography>
      </Stack>
      <CallSection
        id="send-recognition"
        title={t('docs.services.recognition.title')}
        path={PUBLIC_API_CALLS.recognition}
        description={t('docs.services.recognition.description')}
        response={t('docs.services.recognition.response')}
        rows={recognitionRows}
        example={recognitionExample}
      />
      <CallSection
        id="send-badge"
        title={t('docs.services.badge.title')}
        path={PUBLIC_API_CALLS.badge}
        description={t('docs.services.badge.description')}
        response={t('docs.services.badge.response')}
        rows={badgeRows}
        example={badgeExample}
      />
    </Stack>
  );
}
