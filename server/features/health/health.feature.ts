/** Liveness and readiness probes for balancers and orchestrators. */
import type { Feature } from '../../compose';
import { healthRoutes } from './health.routes';

export const healthFeature: Feature = {
  name: 'health',
  probes: (r) => [healthRoutes(r.guards, r.database, () => r.sealer.warnings())],
};
