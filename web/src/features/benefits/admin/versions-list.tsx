import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatTime } from '@/lib/format-date';

import type { BenefitVersion } from '../api/admin-benefits';
import { useBenefitFormat } from '../lib/benefit-words';

/** The fields a version may name as changed, in the editor's order. */
const FIELDS = [
  'title',
  'title_en',
  'description',
  'description_en',
  'image_key',
  'provider',
  'category',
  'country',
  'how_to_use',
  'code',
  'link',
  'contact',
  'valid_from',
  'valid_until',
  'mode',
  'approval',
  'price_points',
  'eligibility',
  'status',
] as const;

/** "Versión 3 · cambiado por Ana Torres el 12/11/2026 a las 10:30", newest first, with what
 *  each change touched (the fields its `before` keeps, in the editor's order). */
export function VersionsList({ versions }: { versions: readonly BenefitVersion[] }) {
  const { t } = useTranslation();
  const words = useBenefitFormat();
  if (versions.length === 0)
    return <Typography color="text.secondary">{t('benefits.admin.versions.empty')}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {versions.map((version) => {
        const changed = FIELDS.filter((field) => field in version.before);
        const options = {
          version: version.version,
          person: version.changed_by?.full_name ?? t('benefits.admin.versions.someone'),
          date: words.date(version.changed_at),
          time: formatTime(version.changed_at),
        };
        return (
          <Paper
            key={version.version}
            component="li"
            variant="outlined"
            sx={{ p: 1.5 }}
            data-version={version.version}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t(
                version.version === 1
                  ? 'benefits.admin.versions.created'
                  : 'benefits.admin.versions.changed',
                options,
              )}
            </Typography>
            {changed.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('benefits.admin.versions.fields', {
                  fields: changed.map((field) => t(`benefits.admin.fields.${field}`)).join(', '),
                })}
              </Typography>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
