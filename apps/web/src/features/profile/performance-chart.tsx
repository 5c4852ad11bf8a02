import type { Profile } from '@hanpan/core';
import { formatKoreanDate } from '@hanpan/core/time';

type Point = Profile['stats']['performanceHistory'][number];

// Spec §9: the y axis runs 0–5 in steps of 1.
const Y_TICKS = [0, 1, 2, 3, 4, 5] as const;
const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 24, right: 12, top: 10, bottom: 14 };

/**
 * The profile's performance chart (spec §2 Profile, §9; issue 19 item 7): the performance ratings
 * the player received in reviews, oldest first, on a 0–5 axis, with the average. Drawn as plain
 * SVG (no chart library on a phone's budget); screen readers get the same numbers as a list.
 */
export function PerformanceChart({ performance, history }: { performance: number; history: Point[] }) {
  return (
    <section aria-labelledby="profile-performance" className="mt-6 flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <h2 id="profile-performance" className="text-title-sm text-ink">
          퍼포먼스
        </h2>
        {history.length > 0 ? (
          <p className="text-body-sm text-ink-muted">
            평균 <span className="font-semibold tabular-nums text-ink">{performance.toFixed(1)}</span>점
          </p>
        ) : null}
      </div>
      {history.length === 0 ? (
        <p className="rounded-2xl bg-fill px-4 py-6 text-center text-body-sm text-ink-subtle">
          상대가 남긴 실력 평가가 아직 없어요.
        </p>
      ) : (
        <Chart history={history} />
      )}
    </section>
  );
}

function Chart({ history }: { history: Point[] }) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (history.length === 1 ? plotW / 2 : (index / (history.length - 1)) * plotW);
  const y = (value: number) => PAD.top + plotH - (value / 5) * plotH;
  const line = history.map((point, index) => `${x(index)},${y(point.performance)}`).join(' ');
  return (
    <figure className="rounded-2xl bg-fill px-2 py-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        data-testid="performance-chart"
      >
        {Y_TICKS.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-line" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-ink-subtle text-[10px]">
              {tick}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" className="stroke-accent-600" strokeWidth={2} />
        {history.map((point, index) => (
          <circle key={index} cx={x(index)} cy={y(point.performance)} r={3.5} className="fill-accent-600" />
        ))}
      </svg>
      <figcaption className="sr-only">
        <ol>
          {history.map((point, index) => (
            <li key={index}>
              {formatKoreanDate(point.playedAt)} {point.performance}점
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
