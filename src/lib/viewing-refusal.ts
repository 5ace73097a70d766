/**
 * The one place a view-as refusal becomes words. While staff view the portal as a candidate the
 * server refuses changes with ErrorCode.VIEWING_AS_CANDIDATE and names what it refused (REST in
 * the body, GraphQL in the error's extensions); every screen's failure alert shows this instead of
 * its own "could not" sentence.
 */
import { ErrorCode } from '../../common/errors';
import { VIEW_AS_REFUSED, type ViewAsRefusal } from '../../common/view-as-refusals';
import { COMPONENT_TEXT } from '../components/messages';
import { pageState } from './page-state';

type Fields = { code?: unknown; refused?: unknown } | undefined;

/** The code and the refused action of an answer's error, REST or GraphQL. */
export function fieldsOf(error: unknown): Fields {
  const body = (error as { body?: unknown } | null)?.body as
    (Fields & { errors?: { extensions?: Fields }[] }) | null | undefined;
  if (!body || typeof body !== 'object') return undefined;
  return body.errors?.[0]?.extensions ?? body;
}

/** The sentence for a view-as refusal, or null when `error` is anything else. */
export function viewingRefusal(error: unknown): string | null {
  const fields = fieldsOf(error);
  if (fields?.code !== ErrorCode.VIEWING_AS_CANDIDATE) return null;
  const refused = typeof fields.refused === 'string' && fields.refused in VIEW_AS_REFUSED ? fields.refused : 'other';
  return COMPONENT_TEXT.viewingRefused(
    VIEW_AS_REFUSED[refused as ViewAsRefusal],
    pageState.viewAs?.candidateName || COMPONENT_TEXT.theCandidate,
  );
}
