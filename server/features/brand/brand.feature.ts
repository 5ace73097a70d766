/** The employer's brand: colour and images, served as files any page links to. */
import type { Feature } from '../../compose';
import { brandFileRoutes, brandRoutes } from './brand.routes';
import { type BrandService, createBrandService } from './brand.service';

export interface BrandServices {
  brand: BrandService;
}

export const brandFeature: Feature<BrandServices> = {
  name: 'brand',
  services: ({ db, storage, files, audit, clock }) => ({
    brand: createBrandService({ db, storage, files, audit, clock }),
  }),
  files: (r) => [brandFileRoutes(r)],
  routes: (r) => [brandRoutes(r)],
};
