/** The parts the search form shows after its results: the job detail and the save-search control. */
import { deferredModule } from '../../lib/deferred-module';

export const jobDetail = deferredModule(() => import(/* webpackChunkName: 'job-detail' */ './JobDetail'));
export const saveSearchControl = deferredModule(
  () => import(/* webpackChunkName: 'save-search', webpackExports: ['SaveSearchControl'] */ '../saved'),
);
