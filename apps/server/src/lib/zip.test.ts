import { describe, expect, it } from 'vitest';
import { readZip } from '../test/read-zip';
import { zipArchive } from './zip';

describe('zipArchive', () => {
  it('holds each file under its path, deflated, readable through the central directory', () => {
    const big = Buffer.from('console.log("careerloom");\n'.repeat(500));
    const archive = zipArchive([
      { path: 'careerloom-for-chrome/manifest.json', data: Buffer.from('{"manifest_version":3}') },
      { path: 'careerloom-for-chrome/icons/i16.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) },
      { path: 'careerloom-for-chrome/background.js', data: big },
    ]);
    expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(archive.length).toBeLessThan(big.length);
    const files = readZip(archive);
    expect([...files.keys()]).toEqual([
      'careerloom-for-chrome/manifest.json',
      'careerloom-for-chrome/icons/i16.png',
      'careerloom-for-chrome/background.js',
    ]);
    expect(files.get('careerloom-for-chrome/background.js')).toEqual(big);
    expect(files.get('careerloom-for-chrome/manifest.json')?.toString()).toBe('{"manifest_version":3}');
  });
});
