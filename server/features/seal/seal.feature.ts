/** Seals on completed PDFs and /verify, where anyone checks one. */
import type { Feature } from '../../compose';
import { sealRoutes } from './seal.routes';
import { createSealService, type SealService } from './seal.service';

export interface SealServices {
  seal: SealService;
}

export const sealFeature: Feature<SealServices> = {
  name: 'seal',
  services: ({ config, logger, db, dialect, files, storage, sealer, clock }, s) => ({
    seal: createSealService({
      db,
      dialect,
      files,
      storage,
      sealer,
      esign: s.esign.provider,
      documents: s.documents,
      clock,
      logger,
      defaultTimeZone: config.defaultTimeZone,
    }),
  }),
  routes: (r) => [sealRoutes(r)],
};
