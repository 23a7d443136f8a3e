import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXTENSION_PACKAGE_FOLDER, type ExtensionPackageInfo } from '@careerloom/contract';
import { zipArchive } from '../lib/zip';

export type ExtensionPackage = { version: string; archive: Buffer };

async function filesUnder(root: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, rel), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((e) =>
        e.isDirectory() ? filesUnder(root, path.join(rel, e.name)) : Promise.resolve([path.join(rel, e.name)]),
      ),
  );
  return nested.flat();
}

/**
 * Careerloom for Chrome as a download (issue 35: the pairing card had no way to install it): the
 * built extension folder (`npm run build` writes apps/extension/dist) zipped under one folder,
 * which Chrome's "Load unpacked" takes once unzipped. Built on the first request and again when
 * the build's manifest changes; null when this server has no build of the extension.
 */
export function extensionPackageReader(distDir: string) {
  let cached: { builtAt: number; pkg: ExtensionPackage } | null = null;
  const manifestPath = path.join(distDir, 'manifest.json');

  async function read(): Promise<ExtensionPackage | null> {
    let builtAt: number;
    try {
      builtAt = (await stat(manifestPath)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.builtAt === builtAt) return cached.pkg;
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { version?: unknown };
    const files = await filesUnder(distDir);
    const entries = await Promise.all(
      files.map(async (rel) => ({
        path: `${EXTENSION_PACKAGE_FOLDER}/${rel.split(path.sep).join('/')}`,
        data: await readFile(path.join(distDir, rel)),
      })),
    );
    const pkg = { version: typeof manifest.version === 'string' ? manifest.version : '', archive: zipArchive(entries) };
    cached = { builtAt, pkg };
    return pkg;
  }

  return {
    read,
    async info(): Promise<ExtensionPackageInfo> {
      const pkg = await read();
      return pkg ? { available: true, version: pkg.version, sizeBytes: pkg.archive.length } : { available: false };
    },
  };
}
