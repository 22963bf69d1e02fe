import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { SHEET_EXTENSION, SHEET_MAX_BYTES, SHEET_MIME_TYPE } from '../api/people-import';

export type SheetDropZoneProps = {
  /** A file was chosen or dropped (not checked yet). */
  onFile: (file: File) => void;
  /** A file is already chosen: the button offers another one. */
  hasFile: boolean;
  disabled?: boolean;
};

/** Where the spreadsheet is dropped, or chosen with a button (the keyboard's way in). */
export function SheetDropZone({ onFile, hasFile, disabled = false }: SheetDropZoneProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };

  const handleDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      data-testid="sheet-drop-zone"
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        // Moving over the zone's own text and button is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={handleDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        px: 2,
        py: { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <UploadFileOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography>{t('people.import.file.drop')}</Typography>
      <Button
        variant={hasFile ? 'outlined' : 'contained'}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {hasFile ? t('people.import.file.chooseAnother') : t('people.import.file.choose')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('people.import.file.hint', { max: format.fileSize(SHEET_MAX_BYTES) })}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={`${SHEET_EXTENSION},${SHEET_MIME_TYPE}`}
        aria-label={t('people.import.file.label')}
        onChange={handleChange}
      />
    </Box>
  );
}
