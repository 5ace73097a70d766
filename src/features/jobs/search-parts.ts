/** The parts the search form shows after its results: the job detail and the save-search control. */
import { deferredModule } from '../../lib/deferred-module';
import { loadSaveSearchControl } from '../saved';

export const jobDetail = deferredModule(() => import(/* webpackChunkName: 'job-detail' */ './JobDetail'));
export const saveSearchControl = deferredModule(loadSaveSearchControl);
