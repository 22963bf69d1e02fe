// What the import accepts before anything is sent: an .xlsx workbook, not empty, up to the
// server's upload limit. The server checks the content (zip, sheet, headers) itself.
import { SHEET_EXTENSION, SHEET_MAX_BYTES } from '../api/people-import';

export type SheetFileProblem = 'notXlsx' | 'tooLarge' | 'empty';

export function checkSheetFile(file: Pick<File, 'name' | 'size'>): SheetFileProblem | null {
  if (!file.name.toLowerCase().endsWith(SHEET_EXTENSION)) return 'notXlsx';
  if (file.size === 0) return 'empty';
  if (file.size > SHEET_MAX_BYTES) return 'tooLarge';
  return null;
}
