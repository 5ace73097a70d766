/** Metrics for an operator's scraper (Prometheus text), on their own port or behind a token. */
import type { Feature } from '../../compose';
import { createMetrics, type Metrics } from './metrics';
import { metricsRoutes } from './metrics.routes';

export interface MetricsServices {
  metrics: Metrics;
}

export const metricsFeature: Feature<MetricsServices> = {
  name: 'metrics',
  services: ({ config, database, db, clock, admission, files }) => ({
    metrics: createMetrics({
      db,
      poolLoad: () => database.load(),
      admission: () => admission.load(),
      files: () => files.stats(),
      clock,
      processMetrics: config.metrics.port !== undefined || config.metrics.token !== undefined,
    }),
  }),
  probes: (r) => [metricsRoutes(r.guards, r.metrics, r.config.metrics.token)],
};
