/** Thin HTTP of Form I-9's official PDF: the editions I-9 staff upload and map, and each form's sealed file. */
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { I9_TEMPLATE_MESSAGES as M } from '../../../common/i9-pdf';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import { fileUpload } from '../../http/upload';
import '../../http/session-user';
import type { I9Pdf } from './i9-pdf';
import type { I9Templates } from './i9-templates';

/** The multipart field of an uploaded edition. */
const I9_TEMPLATE_FIELD = 'pdf';

export function i9PdfRoutes(deps: { i9Templates: I9Templates; i9Pdf: I9Pdf; guards: RouteGuards }) {
  const { i9Templates: templates, i9Pdf } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/staff/i9-templates',
    handle(() => templates.list()),
  );
  // Before the :id route, which would take "notice" for an id.
  router.get(
    '/api/staff/i9-templates/notice',
    handle(async () => ({ notice: await templates.notice() })),
  );
  router.post(
    '/api/staff/i9-templates',
    fileUpload(I9_TEMPLATE_FIELD, {
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: () => DOCUMENT_SERVER_MESSAGES.tooLarge,
      noFile: () => M.noFile,
      malformed: () => DOCUMENT_SERVER_MESSAGES.malformedUpload,
    }),
    async (req, res) => {
      res.status(201).json(await templates.upload(req.file?.buffer, req.body, currentUser(req).id));
    },
  );
  router.get(
    '/api/staff/i9-templates/:id',
    handle((req) => templates.show(req.params.id)),
  );
  router.put(
    '/api/staff/i9-templates/:id/mapping',
    handle((req) => templates.saveMapping(req.params.id, req.body, currentUser(req).id)),
  );
  router.get('/api/staff/i9/:id/pdf', async (req, res) => {
    const file = await i9Pdf.file(req.params.id);
    res.type('application/pdf');
    res.attachment(file.filename);
    res.send(Buffer.from(file.bytes));
  });
  return router;
}
