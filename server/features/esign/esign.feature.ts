/** The built-in signing ceremony (ESIGN_PROVIDER=builtin): the signing page, its fields and the sealed copy. */
import type { Feature } from '../../compose';
import { type BuiltinEsign, createBuiltinEsign } from './builtin';
import { esignRoutes } from './esign.routes';
import { createPageImages } from './page-images';

export interface EsignServices {
  esign: BuiltinEsign;
}

export const esignFeature: Feature<EsignServices> = {
  name: 'esign',
  services: ({ config, db, storage, files, clock, audit, sealer }, s) => ({
    esign: createBuiltinEsign({
      db,
      storage,
      files,
      clock,
      pageImages: createPageImages({ storage, files, enabled: config.esignPageImages }),
      audit,
      sealer,
      countersignSource: (documentId) => s.documents.countersignSource(documentId),
      // The logo's alternative text on the certificate: as the admin wrote it, else the site's name.
      brand: async () => {
        const brand = await s.brand.forDocuments();
        return { ...brand, logoAlt: brand.logoAlt || config.siteName };
      },
    }),
  }),
  routes: (r) => [esignRoutes(r)],
};
