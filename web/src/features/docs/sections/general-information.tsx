import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../components/code-block';

export type GeneralInformationProps = { apiBase: string };

const SUCCESS_SAMPLE = `{
  "success": true,
  "data": { … }
}`;

const ERROR_SAMPLE = `{
  "success": false,
  "error": "Los datos enviados no son válidos.",
  "code": "invalid_input",
  "details": { "fields": { "amount": "…" } }
}`;

export function GeneralInformation({ apiBase }: GeneralInformationProps) {
  const { t } = useTranslation();
  const statuses = [
    ['200 / 201', t('docs.general.status200')],
    ['400', t('docs.general.status400')],
    ['401', t('docs.general.status401')],
    ['403', t('docs.general.status403')],
    ['409', t('docs.general.status409')],
    ['422', t('docs.general.status422')],
    ['429', t('docs.general.status429')],
  ] as const;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('docs.general.title')}</Typography>
      <Typography>{t('docs.general.intro')}</Typography>
      <Typography>{t('docs.general.scope')}</Typography>
      <Typography variant="h2">{t('docs.general.baseUrlTitle')}</Typography>
      <Typography>{t('docs.general.baseUrl')}</Typography>
      <CodeBlock code={apiBase} />
      <Typography variant="h2">{t('docs.general.formatTitle')}</Typography>
      <Typography>{t('docs.general.format')}</Typography>
      <CodeBlock code={SUCCESS_SAMPLE} />
      <Typography>{t('docs.general.errorFormat')}</Typography>
      <CodeBlock code={ERROR_SAMPLE} />
      <Typography variant="h2">{t('docs.general.statusTitle')}</Typography>
      <Table size="small" aria-label={t('docs.general.statusTitle')}>
        <TableBody>
          {statuses.map(([status, text]) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row" sx={{ width: 72 }}>
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
