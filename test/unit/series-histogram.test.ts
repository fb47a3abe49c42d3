// The request path's histogram against prom-client's own: the same observations must give the same
// exposition, so GET /metrics reads as it did when prom-client's Histogram recorded them.
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesHistogram } from '../../src/observability/series-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const OBSERVATIONS: [string, string, number][] = [
  ['listModels', '200', 0.0004],
  ['listModels', '200', 0.001], // on a bound: counted in that bucket (le is "less than or equal")
  ['listModels', '200', 0.05],
  ['createChatCompletion', '200', 0.7],
  ['createChatCompletion', '429', 3], // above every bound: +Inf only
  ['listModels', '404', 0],
];

describe('SeriesHistogram', () => {
  it('gives the exposition prom-client gives for the same observations, series by series', async () => {
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'latency_seconds',
      help: 'Latency',
      labelNames: ['operation_id', 'status'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const histogram = new SeriesHistogram('latency_seconds', 'Latency', BUCKETS, ours);
    for (const [operation, status, value] of OBSERVATIONS) {
      reference.observe({ operation_id: operation, status }, value);
      histogram
        .seriesFor(`${operation} ${status}`, (key) => {
          const [operation_id, code] = key.split(' ');
          return { operation_id: operation_id!, status: code! };
        })
        .observe(value);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('latency_seconds_bucket{le="0.001",operation_id="listModels",status="200"} 2');
    expect(text).toContain('latency_seconds_bucket{le="+Inf",operation_id="createChatCompletion",status="429"} 1');
    expect(text).toContain('latency_seconds_count{operation_id="listModels",status="200"} 3');
    // The JSON form too, but for prom-client's exemplar slots (null: this histogram has no exemplars).
    const withoutExemplars = (metrics: unknown) => JSON.parse(JSON.stringify(metrics, (key, value) => (key === 'exemplar' ? undefined : value)));
    expect(withoutExemplars(await ours.getMetricsAsJSON())).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
  });

  it('finds a series by its key, making its labels once, and counts what it observed', () => {
    const histogram = new SeriesHistogram('stage_seconds', 'Stages', BUCKETS, new Registry());
    let made = 0;
    const labelsOf = (stage: string) => {
      made += 1;
      return { stage };
    };
    for (let index = 0; index < 5; index += 1) histogram.seriesFor('validate', labelsOf).observe(0.002);
    histogram.seriesFor('write', labelsOf).observe(Number.NaN); // ignored: not a duration
    expect(made).toBe(2);
    expect(histogram.allSeries().map((series) => [series.labels, series.count])).toEqual([
      [{ stage: 'validate' }, 5],
      [{ stage: 'write' }, 0],
    ]);
    histogram.reset();
    expect(histogram.allSeries()).toEqual([]);
  });
});
