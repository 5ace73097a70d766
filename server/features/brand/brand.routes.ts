/**
 * Thin HTTP of the brand: the admins' settings (every change after step-up, per the route table)
 * and the public files pages link, each named by its content's hash and so cached for a year.
 */
import type { Router } from 'express';
import { BRAND_API, BRAND_FILES, BRAND_IMAGE_MAX_BYTES, BRAND_TEXT } from '../../../common/brand';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import { sendStoredFile } from '../../http/send-stored-file';
import { fileUpload } from '../../http/upload';
import { openStored } from '../../providers/storage/storage.types';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { BrandService } from './brand.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /brand/{name}: served before the session (no cookie is read or set for them). */
export function brandFileRoutes(deps: { brand: BrandService; storage: FileStorage; guards: RouteGuards }): Router {
  const { brand, storage } = deps;
  const router = declaredRouter(deps.guards);
  router.get(`${BRAND_FILES}/:name`, async (req, res) => {
    const file = await brand.file(String(req.params.name));
    const stored = file && 'storageKey' in file.body ? await openStored(storage, file.body.storageKey) : null;
    if (!file || ('storageKey' in file.body && !stored)) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(file.mediaType);
    if ('css' in file.body) {
      res.send(file.body.css);
      return;
    }
    await sendStoredFile(req, res, stored!);
  });
  return router;
}

export function brandRoutes(deps: { brand: BrandService; guards: RouteGuards }): Router {
  const { brand } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    BRAND_API,
    handle(() => brand.current()),
  );
  router.put(
    `${BRAND_API}/colour`,
    handle((req) => brand.setColour(req.body, currentUser(req).id, requestInfo(req))),
  );
  router.put(
    `${BRAND_API}/images/:slot`,
    fileUpload('file', {
      maxBytes: BRAND_IMAGE_MAX_BYTES,
      tooLarge: () => BRAND_TEXT.tooLarge,
      noFile: () => BRAND_TEXT.fileRequired,
    }),
    handle((req) => brand.setImage(req.params.slot, req.file?.buffer, req.body, currentUser(req).id, requestInfo(req))),
  );
  router.delete(
    `${BRAND_API}/images/:slot`,
    handle((req) => brand.removeImage(req.params.slot, currentUser(req).id, requestInfo(req))),
  );
  return router;
}
