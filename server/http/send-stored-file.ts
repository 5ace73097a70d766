/**
 * Sends a stored file as it streams from storage, whole or one byte range (RFC 9110 §14): the
 * caller has checked access and set Content-Type and Content-Disposition. `Range: bytes=a-b` is
 * answered 206 with Content-Range, an unsatisfiable one 416; several ranges, or one that cannot
 * be parsed, get the whole file (a server may ignore Range). Keys are never reused for other
 * bytes, so parts fetched by separate requests belong together.
 */
import { i18n } from '../../common/i18n';
import type { Request, Response } from 'express';
import { AppError, ErrorCode } from '../errors';
import type { ByteRange, StoredBody } from '../providers/storage/storage.types';

/** The one range asked for, 'unsatisfiable', or undefined for the whole file. */
function rangeOf(req: Request, size: number): ByteRange | 'unsatisfiable' | undefined {
  // Express's req.range parses with the range-parser package.
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

export async function sendStoredFile(req: Request, res: Response, file: StoredBody): Promise<void> {
  res.setHeader('Accept-Ranges', 'bytes');
  const range = rangeOf(req, file.size);
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
    res.end();
    return;
  }
  // A HEAD request is answered from the size alone: nothing is read from storage.
  const body = req.method === 'HEAD' ? null : await file.read(range);
  if (!body && req.method !== 'HEAD') throw new AppError(ErrorCode.NOT_FOUND, i18n._('Not found'));
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (!body) {
    res.end();
    return;
  }
  // A storage failure after the headers went out ends the connection, so the client sees a cut
  // answer (shorter than Content-Length), never a whole one; a client that leaves early (a viewer
  // that had the range it needed) stops the read. (Plain pipe: stream.pipeline's listeners on top
  // of the middleware's pass Node's limit of ten per event on every download.)
  await new Promise<void>((resolve, reject) => {
    body.on('error', (err) => {
      res.destroy();
      reject(err);
    });
    res.once('close', () => {
      body.destroy();
      resolve();
    });
    body.pipe(res);
  });
}
