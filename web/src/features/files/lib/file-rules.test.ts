import { describe, expect, it } from 'vitest';

import { fakeFile } from '../testing/files-fixture';

import { checkFileDetails, checkFolder } from './file-checks';
import {
  MAX_FILE_BYTES,
  dateProblem,
  fileProblem,
  kindOfType,
  opensInline,
  parseTags,
  shortHash,
  tagsProblem,
} from './file-rules';

describe('file rules', () => {
  it('accept the types the server stores up to 15 MB, and refuse the rest', () => {
    expect(fileProblem(fakeFile('reglamento.PDF', 'application/pdf'))).toBeNull();
    expect(fileProblem(fakeFile('foto.webp', 'image/webp'))).toBeNull();
    expect(fileProblem(fakeFile('planilla.xlsx', ''))).toBeNull();
    expect(fileProblem(fakeFile('grande.pdf', 'application/pdf', MAX_FILE_BYTES))).toBeNull();
    expect(fileProblem(fakeFile('grande.pdf', 'application/pdf', MAX_FILE_BYTES + 1))).toBe(
      'files.checks.fileTooLarge',
    );
    expect(fileProblem(fakeFile('programa.exe', 'application/octet-stream'))).toBe(
      'files.checks.fileType',
    );
    expect(fileProblem(fakeFile('viejo.doc', 'application/msword'))).toBe('files.checks.fileType');
    expect(fileProblem(fakeFile('vacio.txt', 'text/plain', 0))).toBe('files.checks.fileEmpty');
  });

  it('tell how a stored version opens by its type', () => {
    expect(kindOfType('application/pdf')).toBe('pdf');
    expect(kindOfType('image/png')).toBe('image');
    expect(kindOfType('text/plain; charset=utf-8')).toBe('text');
    expect(opensInline('image/jpeg')).toBe(true);
    expect(opensInline('application/pdf')).toBe(true);
    expect(
      opensInline('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe(false);
  });

  it('read tags typed with commas, each once, and check their count and length', () => {
    expect(parseTags(' rrhh, Seguridad ,,seguridad, 2026 ')).toEqual(['rrhh', 'Seguridad', '2026']);
    expect(tagsProblem(['ok', 'bien'])).toBeNull();
    expect(tagsProblem(['a'])).toBe('files.checks.tagLength');
    expect(tagsProblem(['x'.repeat(41)])).toBe('files.checks.tagLength');
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `tag${i}`))).toBe(
      'files.checks.tagsTooMany',
    );
  });

  it('check expiry dates and shorten fingerprints', () => {
    expect(dateProblem('')).toBeNull();
    expect(dateProblem('2026-12-31')).toBeNull();
    expect(dateProblem('2026-02-30')).toBe('files.checks.date');
    expect(dateProblem('31/12/2026')).toBe('files.checks.date');
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(12)}…`);
  });

  it('check the forms: names, descriptions, owners', () => {
    const details = { name: '', description: '', tags: '', requiresAck: false, expiresOn: '' };
    expect(checkFileDetails(details, false).name).toBeUndefined();
    expect(checkFileDetails(details, true).name).toBe('files.checks.nameRequired');
    expect(checkFileDetails({ ...details, name: 'x'.repeat(121) }, false).name).toBe(
      'files.checks.nameTooLong',
    );
    expect(checkFolder({ name: '  ', description: '', owners: 0 }).name).toBe(
      'files.checks.folderNameRequired',
    );
    expect(checkFolder({ name: 'Ok', description: 'x'.repeat(501), owners: 21 })).toEqual({
      name: undefined,
      description: 'files.checks.descriptionTooLong',
      owners: 'files.checks.ownersTooMany',
      audience: undefined,
      retention_days: undefined,
    });
    const folder = { name: 'Ok', description: '', owners: 0 };
    expect(checkFolder({ ...folder, retention: '' }).retention_days).toBeUndefined();
    expect(checkFolder({ ...folder, retention: ' 30 ' }).retention_days).toBeUndefined();
    for (const bad of ['6', '7301', '1.5', 'diez', '-30']) {
      expect(checkFolder({ ...folder, retention: bad }).retention_days).toBe(
        'files.checks.retentionRange',
      );
    }
    expect(
      checkFolder({ name: 'Ok', description: '', owners: 0, audienceEmpty: true }).audience,
    ).toBe('files.checks.audienceEmpty');
  });
});
