import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureFirstLoad } from './first-load';

function fakeBuild(manifest: object, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  return dir;
}

describe('measureFirstLoad', () => {
  it('counts the entry, the page and their static imports, not what the page loads on demand', () => {
    const dir = fakeBuild(
      {
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        'src/Page.tsx': {
          file: 'assets/Page.js',
          imports: ['_react.js', '_shared.js'],
          dynamicImports: ['src/Dialog.tsx'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        'src/Dialog.tsx': { file: 'assets/Dialog.js' },
      },
      {
        'assets/index.js': 'a'.repeat(3000),
        'assets/react.js': 'b'.repeat(3000),
        'assets/Page.js': 'c'.repeat(3000),
        'assets/shared.js': 'd'.repeat(3000),
        'assets/Dialog.js': 'e'.repeat(3000),
      },
    );
    const [load] = measureFirstLoad(dir, { '/page': 'src/Page.tsx' });
    expect(load!.files.sort()).toEqual([
      'assets/Page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(load!.rawBytes).toBe(12_000);
    expect(load!.gzipBytes).toBeGreaterThan(0);
    expect(load!.gzipBytes).toBeLessThan(load!.rawBytes);
  });

  it('refuses a page the build does not know', () => {
    const dir = fakeBuild(
      { 'index.html': { file: 'assets/index.js', isEntry: true } },
      { 'assets/index.js': 'x' },
    );
    expect(() => measureFirstLoad(dir, { '/gone': 'src/Gone.tsx' })).toThrow('src/Gone.tsx');
  });
});
