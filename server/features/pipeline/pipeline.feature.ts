/** The pipeline board: a job's applications by stage, moved one by one or in bulk. */
import type { Feature } from '../../compose';
import { createPipelineRepository } from './pipeline.repository';
import { pipelineRoutes } from './pipeline.routes';
import { createPipelineService, type PipelineService } from './pipeline.service';

export interface PipelineServices {
  pipeline: PipelineService;
}

export const pipelineFeature: Feature<PipelineServices> = {
  name: 'pipeline',
  services: ({ db, clock, audit, site, mailQueued }, s) => ({
    pipeline: createPipelineService({
      repo: createPipelineRepository(db),
      staff: s.staff,
      audit,
      clock,
      site,
      mailQueued,
    }),
  }),
  routes: (r) => [pipelineRoutes(r)],
};
