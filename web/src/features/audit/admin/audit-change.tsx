import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { changedFields, valueText } from './audit-change-fields';
import { useAuditLabels } from './audit-labels';

export type AuditChangeProps = { before: unknown; after: unknown };

/** What an entry changed, a field a line: "field: before → after". */
export function AuditChange({ before, after }: AuditChangeProps) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const fields = changedFields(before, after);
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('audit.noChange')}
      </Typography>
    );
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
      {fields.map((field) => (
        <Box key={field.name || 'value'} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {field.name ? (
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {labels.field(field.name)}:
            </Typography>
          ) : null}
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {'before' in field ? (
              <Box component="del" sx={{ color: 'text.secondary' }}>
                {valueText(field.before)}
              </Box>
            ) : null}
            {'before' in field && 'after' in field ? ' → ' : null}
            {'after' in field ? (
              <Box component="ins" sx={{ textDecoration: 'none' }}>
                {valueText(field.after)}
              </Box>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
