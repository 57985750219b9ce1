import { metrics } from '@opentelemetry/api';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';

class TestReader extends MetricReader {
  protected onForceFlush = async () => undefined;
  protected onShutdown = async () => undefined;
}

/** Installs a real OpenTelemetry MeterProvider; `count(name, kind)` reads a counter's sum for a kind. */
export function collectMetrics() {
  const reader = new TestReader();
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
  return {
    async count(name: string, kind: string): Promise<number> {
      const { resourceMetrics } = await reader.collect();
      const points = resourceMetrics.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .filter((metric) => metric.descriptor.name === name)
        .flatMap((metric) => metric.dataPoints)
        .filter((point) => point.attributes.kind === kind);
      return points.reduce((sum, point) => sum + Number(point.value), 0);
    },
    stop: () => metrics.disable(),
  };
}
