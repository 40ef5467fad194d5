/**
 * What a test reads of an app's metrics: the value of one series of a counter or a gauge, as
 * Prometheus would scrape it at this moment (0 for a series not seen yet).
 */
import type { Registry } from 'prom-client';

export async function metricValue(
  registry: Registry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`No metric ${name}`);
  const { values } = await metric.get();
  const series = values.find((value) =>
    Object.entries(labels).every(([label, wanted]) => String(value.labels[label]) === wanted),
  );
  return series?.value ?? 0;
}
