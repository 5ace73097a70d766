/** Document check (staff only): substitution preview and test signing of an uploaded PDF. */
import type { Feature } from '../../compose';
import { createDocCheckRepository } from './doc-check.repository';
import { docCheckRoutes } from './doc-check.routes';
import { createDocCheckService, type DocCheckService } from './doc-check.service';

export interface DocCheckServices {
  docCheck: DocCheckService;
}

export const docCheckFeature: Feature<DocCheckServices> = {
  name: 'doc-check',
  services: ({ db }, s) => ({
    docCheck: createDocCheckService({ repo: createDocCheckRepository(db), documents: s.documents, seal: s.seal }),
  }),
  routes: (r) => [docCheckRoutes(r)],
};
