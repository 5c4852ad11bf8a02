import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { RuleRow } from '../../db/schema/index.ts';
import { buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

export type FormPart = string | { data: Buffer; filename: string; type?: string };

/** Serialises a multipart body the way a browser would, for app.inject. */
export async function multipartBody(parts: Record<string, FormPart | FormPart[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') form.append(name, part);
      else
        form.append(
          name,
          new Blob([part.data], { type: part.type ?? 'application/octet-stream' }),
          part.filename,
        );
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A phone-like JPEG: rotated by EXIF orientation 6 and carrying GPS coordinates. */
export async function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Software: 'vitest' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    })
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

/** Every stored file under the storage root, as keys ('avatars/1/…-640.webp'). */
export function listStoredFiles(root: string): string[] {
  const walk = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
    );
  };
  return walk(root).sort();
}

/**
 * A fresh app for a test file that uploads: `root` is its storage folder (for listStoredFiles) and
 * `rule` a rule to build games with.
 */
export async function uploadsTestApp(): Promise<{ t: TestApp; root: string; rule: RuleRow }> {
  const t = await createTestApp();
  return { t, root: t.app.deps.storage.root!, rule: await buildRule(t.db, await buildUser(t.db)) };
}
