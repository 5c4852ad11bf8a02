import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-compress';

describe('fitWithin', () => {
  it('scales the long side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032, 1280)).toEqual({ width: 960, height: 1280 });
  });

  it('never upscales a small picture', () => {
    expect(fitWithin(640, 480, 1280)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel for extreme panoramas', () => {
    expect(fitWithin(100_000, 10, 1280)).toEqual({ width: 1280, height: 1 });
  });
});
