import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, pngImage } from '../../features/uploads/uploads.test-support.ts';
import { AVATAR_VARIANTS, ImageRejectedError, processImage } from './image-processor.ts';

function solid(format: 'gif' | 'webp' | 'avif' | 'tiff'): Promise<Buffer> {
  const canvas = sharp({ create: { width: 30, height: 20, channels: 3, background: '#00aa00' } });
  return canvas[format]().toBuffer();
}

async function rejection(input: Buffer, options?: Parameters<typeof processImage>[2]) {
  const error = await processImage(input, AVATAR_VARIANTS, options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

/** A real 10 × 10 PNG whose header claims 60 000 × 60 000 pixels (3.6 gigapixels). */
async function pngBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await pngImage(10, 10));
  bomb.writeUInt32BE(60_000, 16);
  bomb.writeUInt32BE(60_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

describe('processImage', () => {
  it('drops EXIF, GPS, XMP and ICC and writes square WebP variants', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif?.length).toBeGreaterThan(0);
    const [large, small] = await processImage(input, AVATAR_VARIANTS);
    for (const [image, size] of [
      [large!, 640],
      [small!, 160],
    ] as const) {
      const meta = await sharp(image.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(image.data.includes(Buffer.from('TestPhone'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before resizing', async () => {
    // Stored 400 × 300 with orientation 6: the photo is really 300 wide and 400 tall.
    const [fitted] = await processImage(await jpegWithGps(400, 300), [
      { name: 'full', width: 640, height: 640, fit: 'inside' },
    ]);
    expect([fitted!.width, fitted!.height]).toEqual([480, 640]);
  });

  it.each(['gif', 'webp', 'avif'] as const)('accepts %s', async (format) => {
    const images = await processImage(await solid(format), AVATAR_VARIANTS);
    expect(images.map((image) => image.width)).toEqual([640, 160]);
  });

  it('takes only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const [image] = await processImage(animated, [{ name: 'x', width: 20, height: 20, fit: 'cover' }]);
    const { channels } = await sharp(image!.data).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[2]!.mean).toBeLessThan(50);
    expect((await sharp(image!.data).metadata()).pages ?? 1).toBe(1);
  });

  it.each([
    ['plain text', Buffer.from('hello, I am a text file named photo.jpg')],
    ['an empty file', Buffer.alloc(0)],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s as unsupported', async (_name, input) => {
    expect(await rejection(input)).toBe('unsupported');
  });

  it('refuses TIFF and a truncated JPEG as unsupported', async () => {
    expect(await rejection(await solid('tiff'))).toBe('unsupported');
    const jpeg = await jpegWithGps();
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('unsupported');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    expect(await rejection(await pngBomb())).toBe('too_many_pixels');
    expect(await rejection(await pngImage(20, 20), { maxInputPixels: 399 })).toBe('too_many_pixels');
  });
});
