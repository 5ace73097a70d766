/**
 * Thin HTTP of seals (docs/architecture.md §4): the embedded CA's root and CRL at stable public URLs, and
 * POST /api/verify (multipart field `pdf`; open to anyone, throttled per client; nothing stored).
 */
import { i18n } from '../../../common/i18n';
import type { Router } from 'express';
import { MAX_UPLOAD_BYTES } from '../../../common/documents';
import {
  SIGNING_CA_PATH,
  SIGNING_CRL_PATH,
  VERIFY_MESSAGES,
  VERIFY_PATH,
  VERIFY_UPLOAD_FIELD,
} from '../../../common/seal';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import '../../http/session-user';
import { fileUpload } from '../../http/upload';
import type { SealService } from './seal.service';

export function sealRoutes(deps: { seal: SealService; guards: RouteGuards }): Router {
  const { seal } = deps;
  const router = declaredRouter(deps.guards);

  router.get(SIGNING_CA_PATH, async (_req, res, next) => {
    const pem = await seal.caPem();
    if (!pem) return next(new AppError(ErrorCode.NOT_FOUND, i18n._('No signing certificate authority is published.')));
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.attachment('signing-ca.pem');
    res.type('application/x-pem-file');
    res.send(pem);
  });

  router.get(SIGNING_CRL_PATH, async (_req, res, next) => {
    const crl = await seal.crl();
    if (!crl) return next(new AppError(ErrorCode.NOT_FOUND, i18n._('No revocation list is published.')));
    // Made again each day; valid for a week.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/pkix-crl');
    res.send(Buffer.from(crl));
  });

  router.post(
    VERIFY_PATH,
    fileUpload(VERIFY_UPLOAD_FIELD, {
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: () => VERIFY_MESSAGES.tooLarge,
      noFile: () => VERIFY_MESSAGES.noFile,
    }),
    async (req, res) => {
      const viewer = req.user ? { id: req.user.id, role: req.user.role, timeZone: req.user.timeZone } : null;
      res.json(await seal.verify(req.file?.buffer, viewer));
    },
  );
  return router;
}
