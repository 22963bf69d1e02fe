import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { CoveragePolicy } from '../api/coverages';
import { useCoverageFormat } from '../lib/coverage-words';

import { CoverageTable } from './coverage-table';

/** One policy that covers me: insurer and plan, its kind and validity, the coverage table, how to
 *  claim a refund, whom to contact and its documents. */
export function PolicyCard({ policy }: { policy: CoveragePolicy }) {
  const { t } = useTranslation();
  const words = useCoverageFormat();
  const titleId = useId();
  const name = `${policy.insurer} · ${policy.plan_name}`;
  const instructions = words.instructions(policy);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Chip size="small" label={words.kind(policy.kind)} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {policy.policy_number
                ? t('coverages.policy.number', { number: policy.policy_number })
                : null}
              {policy.policy_number ? ' · ' : null}
              {t('coverages.policy.validity', {
                from: words.day(policy.starts_on),
                to: words.day(policy.ends_on),
              })}
            </Typography>
          </Box>
          <Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {t('coverages.policy.table')}
            </Typography>
            <CoverageTable rows={policy.rows} label={t('coverages.table.label', { name })} />
          </Box>
          {instructions ? (
            <Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t('coverages.policy.claims')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {instructions}
              </Typography>
            </Box>
          ) : null}
          {policy.contact_phone || policy.contact_email || policy.contact_link ? (
            <Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t('coverages.policy.contact')}
              </Typography>
              <Stack spacing={0.5}>
                {policy.contact_phone ? (
                  <Link href={`tel:${policy.contact_phone.replace(/[^\d+]/g, '')}`}>
                    {t('coverages.policy.call', { phone: policy.contact_phone })}
                  </Link>
                ) : null}
                {policy.contact_email ? (
                  <Link href={`mailto:${policy.contact_email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {policy.contact_email}
                  </Link>
                ) : null}
                {policy.contact_link ? (
                  <Link
                    href={policy.contact_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('coverages.policy.site', { name: policy.insurer })}
                  </Link>
                ) : null}
              </Stack>
            </Box>
          ) : null}
          {policy.documents.length > 0 ? (
            <Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t('coverages.policy.documents')}
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {policy.documents.map((file) => (
                  <li key={file.url}>
                    <Link
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      <AttachFile fontSize="small" aria-hidden />
                      {file.name}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
