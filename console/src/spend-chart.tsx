// Spend per day as a uPlot line chart, one line per model or per key. uPlot draws on a canvas and
// sizes itself through element.style (allowed by the page's CSP); it follows its box's width, so
// the chart fits a phone as well as a desktop. The scale is logarithmic, so a model that spent cents
// shows beside one that spent dollars; a day without spend is a gap (a log scale has no zero).
// Until a day is hovered, the legend shows each line's total over the period.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import { usd } from './format';

export interface SpendSeries {
  label: string;
  /** USD per day, in the order of `days`. */
  values: number[];
}

const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7ea4', '#57606a'];
const HEIGHT = 240;
const DAY = 86_400;

function options(width: number, series: SpendSeries[]): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    scales: {
      x: { time: true },
      y: { distr: 3, log: 10, range: (_plot, min, max) => (min > 0 && max > 0 ? uPlot.rangeLog(min, max, 10, true) : [0.01, 1]) },
    },
    axes: [
      // Whole days only: the data is one point per UTC day.
      {
        incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY],
        values: (_plot, splits) => splits.map((seconds) => new Date(seconds * 1000).toISOString().slice(5, 10)),
      },
      // The log scale's filter leaves only powers of ten: the splits between are null and unlabelled.
      { values: (_plot, splits) => splits.map((value) => (value === null ? '' : usd(value))), size: 80 },
    ],
    series: [
      { label: 'Day', value: (_plot, seconds) => (seconds === null ? 'total' : new Date(seconds * 1000).toISOString().slice(0, 10)) },
      ...series.map((line, index) => {
        const total = line.values.reduce((sum, value) => sum + value, 0);
        return {
          label: line.label,
          stroke: COLOURS[index % COLOURS.length],
          width: 2,
          points: { show: true, size: 5 },
          value: (_plot: uPlot, amount: number | null, _series: number, day: number | null) => (day === null ? usd(total) : usd(amount ?? 0)),
        };
      }),
    ],
  };
}

/** `days`: each day's start in seconds since the epoch. */
export function SpendChart({ days, series, caption }: { days: number[]; series: SpendSeries[]; caption: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current!;
    const plotted = series.map((line) => line.values.map((value) => (value > 0 ? value : null)));
    const plot = new uPlot(options(element.clientWidth || 320, series), [days, ...plotted], element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series]);
  return (
    <figure class="chart">
      <div ref={holder} class="chart-plot" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
