/**
 * Cross-window messages between the signing frame and the documents screen (docs/product.md §2, SECURITY
 * 3.4.6/3.5.5). Only messages from our own origin and from the signing frame are followed, and
 * only to same-site paths.
 */
import { safeRedirectPath } from '../../../common/redirect';

const FRAME_MESSAGE_TYPES = ['esignReturn', 'boxSignComplete', 'boxSignDeclined'] as const;
type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

export interface FrameMessage {
  type: FrameMessageType;
  redirectTo: string;
}

/** The same-site path a message asks for, or null when the message must be ignored. */
export function acceptFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  ownOrigin: string,
  frame: Window | null,
): string | null {
  if (event.origin !== ownOrigin) return null;
  if (frame && event.source !== frame) return null;
  const data = event.data as Partial<FrameMessage> | null;
  if (!data || typeof data !== 'object' || !FRAME_MESSAGE_TYPES.includes(data.type as FrameMessageType)) return null;
  const target = safeRedirectPath(data.redirectTo, '');
  return target === '' ? null : target;
}

/** Whether this page runs inside a frame of our own site. */
export function inOwnFrame(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false; // a foreign parent: reading its location throws
  }
}

/** Tells the parent (our own origin only) where to go. */
export function postToParent(message: FrameMessage): void {
  window.parent.postMessage(message, window.location.origin);
}
