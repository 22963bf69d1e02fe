import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  downloadPeopleTemplateMutation,
  PEOPLE_TEMPLATE_FILE_NAME,
  SHEET_MAX_BYTES,
  startPeopleImportMutation,
  validatePeopleSheetMutation,
  type ImportJob,
} from '../api/people-import';
import { checkSheetFile, type SheetFileProblem } from '../lib/sheet-file';

import { SheetCheck } from './sheet-check';
import { SheetDropZone } from './sheet-drop-zone';
import { SheetErrorAlert } from './sheet-error-alert';

export type SheetUploadProps = {
  /** The import was accepted and runs on the server. */
  onStarted: (job: ImportJob) => void;
};

type RefusedFile = { problem: SheetFileProblem; name: string; size: number };

const STEPS = ['template', 'match', 'structure', 'check'] as const;

/** How the import works, the template, and a spreadsheet checked as soon as it is chosen; its
 *  rows are imported once the admin has seen what the check found. */
export function SheetUpload({ onStarted }: SheetUploadProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<RefusedFile | null>(null);
  const check = useMutation(validatePeopleSheetMutation());
  const start = useToastMutation(startPeopleImportMutation(), { onSuccess: onStarted });

  const handleFile = (chosen: File) => {
    start.reset();
    const problem = checkSheetFile(chosen);
    if (problem) {
      setFile(null);
      check.reset();
      setRefused({ problem, name: chosen.name, size: chosen.size });
      return;
    }
    setRefused(null);
    setFile(chosen);
    check.mutate(chosen);
  };

  return (
    <Stack spacing={2}>
      <Panel title={t('people.import.steps.title')}>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          {STEPS.map((step) => (
            <Typography component="li" key={step}>
              {t(`people.import.steps.${step}`)}
            </Typography>
          ))}
        </Box>
        <Box>
          <DownloadButton
            mutation={downloadPeopleTemplateMutation()}
            fileName={PEOPLE_TEMPLATE_FILE_NAME}
            label={t('people.import.downloadTemplate')}
            icon={<FileDownloadOutlined />}
          />
        </Box>
        <SheetDropZone onFile={handleFile} hasFile={file !== null} disabled={start.isPending} />
        {refused ? (
          <Alert severity="error" role="alert">
            {t(`people.import.fileErrors.${refused.problem}`, {
              name: refused.name,
              size: format.fileSize(refused.size),
              max: format.fileSize(SHEET_MAX_BYTES),
            })}
          </Alert>
        ) : null}
      </Panel>

      {file ? (
        <Panel
          title={t('people.import.check.title')}
          description={t('people.import.file.chosen', {
            name: file.name,
            size: format.fileSize(file.size),
          })}
        >
          {check.isPending ? <LoadingBlock label={t('people.import.check.checking')} /> : null}
          {check.isError ? (
            <SheetErrorAlert error={check.error} onRetry={() => check.mutate(file)} />
          ) : null}
          {check.data?.rows === 0 ? (
            <EmptyState
              icon="📄"
              title={t('people.import.check.noRows')}
              body={t('people.import.check.noRowsBody')}
            />
          ) : null}
          {check.data && check.data.rows > 0 ? (
            <>
              <SheetCheck result={check.data} />
              {check.data.valid_rows === 0 ? (
                <Typography color="text.secondary">{t('people.import.check.noneValid')}</Typography>
              ) : null}
            </>
          ) : null}
          {check.isPending || (check.data && check.data.rows > 0) ? (
            <Box>
              <Button
                variant="contained"
                disabled={check.isPending || check.data?.valid_rows === 0}
                loading={start.isPending}
                onClick={() => start.mutate(file)}
              >
                {check.data
                  ? t('people.import.start', {
                      count: check.data.valid_rows,
                      formatted: format.number(check.data.valid_rows),
                    })
                  : t('people.import.startPending')}
              </Button>
            </Box>
          ) : null}
          {start.isError ? (
            <SheetErrorAlert error={start.error} onRetry={() => start.mutate(file)} />
          ) : null}
        </Panel>
      ) : null}
    </Stack>
  );
}
