import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../components/code-block';
import { prettyJson, SAMPLE_ERROR } from '../examples';

export type GeneralInformationProps = { apiBase: string };

const SUCCESS_SAMPLE = `{
  "success": true,
  "data": { … }
}`;

const PAGE_SAMPLE = `{
  "success": true,
  "data": [ … ],
  "meta": { "page": 1, "perPage": 10, "total": 42, "hasMore": true }
}`;

/** What the API is for, its base URL, format, envelope, paging, idempotency and limits. */
export function GeneralInformation({ apiBase }: GeneralInformationProps) {
  const { t } = useTranslation();
  const statuses = [
    ['200 / 201', t('docs.general.status200')],
    ['400', t('docs.general.status400')],
    ['401', t('docs.general.status401')],
    ['403', t('docs.general.status403')],
    ['404', t('docs.general.status404')],
    ['409', t('docs.general.status409')],
    ['422', t('docs.general.status422')],
    ['429', t('docs.general.status429')],
  ] as const;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('docs.general.title')}</Typography>
      <Typography>{t('docs.general.intro')}</Typography>
      <Typography component="ul" sx={{ pl: 3, m: 0 }}>
        <li>{t('docs.general.useHr')}</li>
        <li>{t('docs.general.useBots')}</li>
        <li>{t('docs.general.useScripts')}</li>
      </Typography>
      <Typography>{t('docs.general.scope')}</Typography>
      <Typography variant="h2">{t('docs.general.baseUrlTitle')}</Typography>
      <Typography>{t('docs.general.baseUrl')}</Typography>
      <CodeBlock code={apiBase} />
      <Typography variant="h2">{t('docs.general.formatTitle')}</Typography>
      <Typography>{t('docs.general.format')}</Typography>
      <CodeBlock code={SUCCESS_SAMPLE} />
      <Typography>{t('docs.general.errorFormat')}</Typography>
      <CodeBlock code={prettyJson(SAMPLE_ERROR)} />
      <Typography variant="h2">{t('docs.general.paginationTitle')}</Typography>
      <Typography>{t('docs.general.pagination')}</Typography>
      <CodeBlock code={PAGE_SAMPLE} />
      <Typography variant="h2">{t('docs.general.idempotencyTitle')}</Typography>
      <Typography>{t('docs.general.idempotency')}</Typography>
      <Typography variant="h2">{t('docs.general.rateLimitsTitle')}</Typography>
      <Typography>{t('docs.general.rateLimits')}</Typography>
      <Typography variant="h2">{t('docs.general.statusTitle')}</Typography>
      <Table size="small" aria-label={t('docs.general.statusTitle')}>
        <TableBody>
          {statuses.map(([status, text]) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row" sx={{ width: 96 }}>
                <code>{status}</code>
              </TableCell>
              <TableCell>{text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
