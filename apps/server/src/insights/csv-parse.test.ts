import { describe, expect, it } from 'vitest';
import { CsvError, detectDelimiter, parseCsv } from './csv-parse';

describe('parseCsv', () => {
  it('reads a header and rows, trimming unquoted cells', () => {
    const parsed = parseCsv('name, city ,age\nAda, London ,36\nGrace,New York,45\n');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.header).toEqual(['name', 'city', 'age']);
    expect(parsed.rows).toEqual([
      ['Ada', 'London', '36'],
      ['Grace', 'New York', '45'],
    ]);
    expect(parsed.records).toBe(2);
    expect(parsed.ragged).toEqual([]);
  });

  it('follows RFC 4180 quoting: delimiters, line breaks and doubled quotes inside quotes', () => {
    const text = [
      'id,note,amount',
      '1,"Hello, world",10',
      '2,"Line one',
      'line two",20',
      '3,"She said ""hi""",30',
      '4,"",40',
    ].join('\r\n');
    const parsed = parseCsv(text);
    expect(parsed.rows).toEqual([
      ['1', 'Hello, world', '10'],
      ['2', 'Line one\nline two', '20'],
      ['3', 'She said "hi"', '30'],
      ['4', '', '40'],
    ]);
  });

  it('keeps spaces inside quotes and ignores spaces around them', () => {
    const parsed = parseCsv('a,b\n "  padded  " , x\n');
    expect(parsed.rows).toEqual([['  padded  ', 'x']]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseCsv('size,label\n12,5" screen\n').rows).toEqual([['12', '5" screen']]);
  });

  it('strips a byte order mark and reads CRLF, LF and lone CR line ends', () => {
    const parsed = parseCsv('\uFEFFx,y\r\n1,2\r3,4\n5,6');
    expect(parsed.header).toEqual(['x', 'y']);
    expect(parsed.rows).toEqual([
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('detects semicolons (with decimal commas), tabs and pipes', () => {
    const semi = parseCsv('date;amount;note\n2024-01-01;1.234,50;a, b\n2024-01-02;12,5;c\n');
    expect(semi.delimiter).toBe(';');
    expect(semi.rows[0]).toEqual(['2024-01-01', '1.234,50', 'a, b']);
    expect(parseCsv('a\tb\n1\t2\n').delimiter).toBe('\t');
    expect(parseCsv('a|b|c\n1|2|3\n').delimiter).toBe('|');
  });

  it('is not fooled by delimiters inside quoted cells', () => {
    const text = 'name,comment\n"Smith; Jones","a;b;c;d"\n"Lee; Park","e;f;g;h"\n';
    expect(detectDelimiter(text)).toBe(',');
    expect(parseCsv(text).rows[0]).toEqual(['Smith; Jones', 'a;b;c;d']);
  });

  it('skips blank lines and counts lines as they are in the file, quoted line breaks included', () => {
    const text = 'a,b\n\n1,"x\ny"\n,\n2,3,4\n3,4\n';
    const parsed = parseCsv(text);
    expect(parsed.rows).toEqual([
      ['1', 'x\ny'],
      ['3', '4'],
    ]);
    // "2,3,4" starts on line 6: header 1, blank 2, quoted record 3-4, empty cells 5.
    expect(parsed.ragged).toEqual([{ line: 6, cells: 3 }]);
    expect(parsed.records).toBe(3);
  });

  it('accepts a trailing delimiter and reports short and long rows as ragged', () => {
    const parsed = parseCsv('a,b,c\n1,2,3,\n4,5\n6,7,8,9\n10,11,12\n');
    expect(parsed.rows).toEqual([
      ['1', '2', '3'],
      ['10', '11', '12'],
    ]);
    expect(parsed.ragged).toEqual([
      { line: 3, cells: 2 },
      { line: 4, cells: 4 },
    ]);
  });

  it('names blank headers and tells repeated ones apart', () => {
    expect(parseCsv('Amount,,amount, Amount \n1,2,3,4\n').header).toEqual([
      'Amount',
      'Column 2',
      'amount (2)',
      'Amount (3)',
    ]);
  });

  it('reads a single column with a header', () => {
    const parsed = parseCsv('revenue\n10\n20\n');
    expect(parsed.header).toEqual(['revenue']);
    expect(parsed.rows).toEqual([['10'], ['20']]);
  });

  it.each([
    ['', 'The file is empty'],
    ['\uFEFF \n\n', 'The file is empty'],
    ['5\n6\n7\n', 'The first row must name the columns'],
    ['2024-01-01,10\n2024-01-02,11\n', 'The first row must name the columns'],
    ['name,age\n', 'header row but no data rows'],
    ['name,note\nAda,"never closed\n', 'A quoted value that starts on line 2 is never closed'],
    ['a,b,c\n1,2\n3,4\n', "No row has the header's 3 columns"],
  ])('refuses %j with a clear message', (text, message) => {
    expect(() => parseCsv(text)).toThrow(CsvError);
    expect(() => parseCsv(text)).toThrow(message);
  });
});
