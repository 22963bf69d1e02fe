import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';

export type CodeBlockProps = {
  code: string;
  /** Names the sample for screen readers; also what the copy button copies ("Copy curl"). */
  label?: string;
  copyable?: boolean;
};

const MONOSPACE = '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace';

/** A preformatted, horizontally scrollable code sample, reachable by keyboard, with a copy
 *  button when asked. */
export function CodeBlock({ code, label, copyable = false }: CodeBlockProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      {copyable ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <CopyButton
            text={code}
            label={t('docs.copy.copy')}
            copiedLabel={t('docs.copy.copied')}
            failedLabel={t('docs.copy.failed')}
            ariaLabel={label ? t('docs.copy.copyNamed', { name: label }) : undefined}
          />
        </Stack>
      ) : null}
      <Box
        component="pre"
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          bgcolor: 'grey.900',
          color: 'grey.50',
          borderRadius: 1,
          fontFamily: MONOSPACE,
          fontSize: '0.85rem',
          lineHeight: 1.6,
        }}
      >
        <code>{code}</code>
      </Box>
    </Stack>
  );
}
