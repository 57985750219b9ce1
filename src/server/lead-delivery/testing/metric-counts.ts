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
      let sum = 0;
      for (const scope of resourceMetrics.scopeMetrics)
        for (const metric of scope.metrics)
          if (metric.descriptor.name === name)
            for (const point of metric.dataPoints as Array<{ attributes: object; value: unknown }>)
              if ((point.attributes as { kind?: unknown }).kind === kind)
                sum += Number(point.value);
      return sum;
    },
    stop: () => metrics.disable(),
  };
}
