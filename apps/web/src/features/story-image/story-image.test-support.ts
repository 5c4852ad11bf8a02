import { vi } from 'vitest';
import type { StoryContext } from './story-draw';

export interface DrawnText {
  text: string;
  x: number;
  y: number;
  font: string;
  colour: string;
}

/**
 * A 2D context that records what was drawn (jsdom has no canvas): texts with their font and
 * colour, the background's gradient stops and the pictures. Text is measured at half an em per
 * character.
 */
export function recordingContext() {
  const texts: DrawnText[] = [];
  const gradients: string[][] = [];
  const images: unknown[] = [];
  const context = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: vi.fn(),
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, font: this.font, colour: String(this.fillStyle) });
    },
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: Array.from(text).length * size * 0.5 } as TextMetrics;
    },
    createLinearGradient() {
      const stops: string[] = [];
      gradients.push(stops);
      return { addColorStop: (_offset: number, colour: string) => stops.push(colour) } as CanvasGradient;
    },
    beginPath: vi.fn(),
    arc: vi.fn(),
    closePath: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
    clip: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    drawImage: vi.fn((image: unknown) => {
      images.push(image);
    }),
  };
  return { context: context as unknown as StoryContext & CanvasRenderingContext2D, texts, gradients, images };
}
