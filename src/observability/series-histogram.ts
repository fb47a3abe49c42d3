// A Prometheus histogram for the request path: each label set is a series made once, and observing
// is a bucket search and three additions, where prom-client's own Histogram rebuilds and hashes the
// label set on every observation (figures: docs/decisions/0015-observability.md).
//
// It registers like any prom-client metric and is exposed the same way (cumulative `_bucket`
// samples with `le`, then `_sum` and `_count`), so GET /metrics does not change.
import type { Registry } from 'prom-client';

type LabelValues = Record<string, string | number>;

export interface HistogramSeries {
  observe(value: number): void;
  /** Observations so far. */
  readonly count: number;
  readonly labels: Readonly<LabelValues>;
}

class Series implements HistogramSeries {
  /** Per bucket, not cumulative; the last one is +Inf. */
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<LabelValues>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return; // a clock that went wrong must not poison the sum
    const bounds = this.bounds;
    let index = 0;
    while (index < bounds.length && value > bounds[index]!) index += 1;
    this.counts[index]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

interface Sample {
  labels: LabelValues;
  sharedLabels: Readonly<LabelValues>;
  value: number;
  metricName: string;
}

export class SeriesHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.bounds = [...buckets].sort((a, b) => a - b);
    registry.registerMetric(this as never);
  }

  /**
   * The series of one label set, made on first use: `key` names it (the label values joined, say),
   * so a caller finds it without building a label object; `labelsOf(key)` makes that object once.
   */
  seriesFor(key: string, labelsOf: (key: string) => LabelValues): HistogramSeries {
    let series = this.series.get(key);
    if (!series) {
      series = new Series(labelsOf(key), this.bounds);
      this.series.set(key, series);
    }
    return series;
  }

  /** Every series, for metrics derived from these counts. */
  allSeries(): readonly HistogramSeries[] {
    return [...this.series.values()];
  }

  reset(): void {
    this.series.clear();
  }

  /** What prom-client's registry writes out, in the shape of its own histograms. */
  getForPromString(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values: Sample[] = [];
    for (const series of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index]!;
        values.push({ labels: { le: bound }, sharedLabels: series.labels, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_bucket` });
      values.push({ labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The registry's JSON form: each sample's labels in one object. */
  get() {
    const data = this.getForPromString();
    return { ...data, values: data.values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })) };
  }
}
