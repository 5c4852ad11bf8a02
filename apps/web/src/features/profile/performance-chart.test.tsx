import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceChart } from './performance-chart';

describe('the performance chart', () => {
  it('draws the received ratings on a 0–5 axis in steps of 1, oldest first, with the average', () => {
    render(
      <PerformanceChart
        performance={3.3}
        history={[
          { playedAt: '2026-11-01T10:00:00+09:00', performance: 2 },
          { playedAt: '2026-11-08T10:00:00+09:00', performance: 3 },
          { playedAt: '2026-11-15T10:00:00+09:00', performance: 5 },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: '퍼포먼스' });
    expect(section.textContent).toContain('평균 3.3점');
    const chart = screen.getByTestId('performance-chart');
    expect([...chart.querySelectorAll('text')].map((tick) => tick.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    const heights = [...chart.querySelectorAll('circle')].map((dot) => Number(dot.getAttribute('cy')));
    // Higher ratings sit higher (smaller y); 5 sits on the top line.
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[1]).toBeGreaterThan(heights[2]!);
    const fiveLine = [...chart.querySelectorAll('line')].at(-1)!;
    expect(heights[2]).toBe(Number(fiveLine.getAttribute('y1')));
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[2]).toContain('5점');
  });

  it('says there is no rating yet instead of an empty chart', () => {
    render(<PerformanceChart performance={0} history={[]} />);
    expect(screen.getByText('상대가 남긴 실력 평가가 아직 없어요.')).toBeTruthy();
    expect(screen.queryByTestId('performance-chart')).toBeNull();
  });
});
