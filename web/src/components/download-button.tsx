import Button from '@mui/material/Button';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { saveBlob } from '@/lib/save-blob';

import { useToastMutation } from './toast/use-toast-mutation';

export type DownloadButtonProps = {
  /** Fetches the file (the call needs the session, so it cannot be a plain link). */
  mutation: UseMutationOptions<Blob, Error, void>;
  fileName: string;
  label: string;
  icon: ReactNode;
  variant?: 'outlined' | 'contained' | 'text';
};

/** A button that downloads a file from the API and saves it; busy while it downloads, a failure
 *  is a toast. */
export function DownloadButton({
  mutation,
  fileName,
  label,
  icon,
  variant = 'outlined',
}: DownloadButtonProps) {
  const download = useToastMutation(mutation, {
    errorToast: true,
    onSuccess: (blob) => saveBlob(blob, fileName),
  });
  return (
    <Button
      variant={variant}
      startIcon={icon}
      loading={download.isPending}
      loadingPosition="start"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      onClick={() => download.mutate()}
    >
      {label}
    </Button>
  );
}
