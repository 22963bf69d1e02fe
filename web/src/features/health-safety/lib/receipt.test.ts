import { describe, expect, it } from 'vitest';

import { formatReceipt, isReceipt, receiptFile, receiptSymbols } from './receipt';

describe('the receipt code of an anonymous report', () => {
  it('is read back however it was typed: lower case, spaces, dashes', () => {
    expect(receiptSymbols(' abcd-efgh 2345\t6789 ')).toBe('ABCDEFGH23456789');
    expect(isReceipt('abcd-efgh-2345-6789')).toBe(true);
    expect(isReceipt('ABCD EFGH 2345 678')).toBe(false);
    expect(isReceipt('ABCD EFGH 2345 67890')).toBe(false);
    // 0, O, 1 and I are not in the alphabet (they look alike).
    expect(isReceipt('ABCD EFGH 2345 6780')).toBe(false);
    expect(isReceipt('ABCD EFGH 2345 678O')).toBe(false);
    expect(isReceipt('ABCD EFGH 2345 678I')).toBe(false);
  });

  it('is shown in groups of four, and kept as a text file with how to use it', async () => {
    expect(formatReceipt('abcdefgh23456789')).toBe('ABCD EFGH 2345 6789');
    expect(formatReceipt('ABCDE')).toBe('ABCD E');
    const file = receiptFile('ABCDEFGH23456789', { title: 'Título', body: 'Guárdalo.' });
    expect(file.type).toBe('text/plain;charset=utf-8');
    expect(await file.text()).toBe('Título\n\nABCD EFGH 2345 6789\n\nGuárdalo.\n');
  });
});
