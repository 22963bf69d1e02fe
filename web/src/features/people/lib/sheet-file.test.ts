import { describe, expect, it } from 'vitest';

import { SHEET_MAX_BYTES } from '../api/people-import';

import { checkSheetFile } from './sheet-file';

describe('checkSheetFile', () => {
  it('takes an .xlsx workbook up to the upload limit, whatever the case of its extension', () => {
    expect(checkSheetFile({ name: 'Personas.XLSX', size: 2048 })).toBeNull();
    expect(checkSheetFile({ name: 'personas.xlsx', size: SHEET_MAX_BYTES })).toBeNull();
  });

  it('names what is wrong with any other file', () => {
    expect(checkSheetFile({ name: 'personas.xls', size: 2048 })).toBe('notXlsx');
    expect(checkSheetFile({ name: 'personas.csv', size: 2048 })).toBe('notXlsx');
    expect(checkSheetFile({ name: 'personas.xlsx.exe', size: 2048 })).toBe('notXlsx');
    expect(checkSheetFile({ name: 'personas.xlsx', size: 0 })).toBe('empty');
    expect(checkSheetFile({ name: 'personas.xlsx', size: SHEET_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
