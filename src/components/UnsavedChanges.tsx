/**
 * What every editing form shows about its unsaved values (src/lib/form-draft.ts): that earlier
 * values came back, and a question before leaving with changes not saved. Leaving the page
 * (reload, close, another site) gets the browser's own question; moving inside the portal gets
 * this dialog. Going to sign in never asks: the values wait in the tab for the return.
 */
import { type Transition } from 'history';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { FormDraft } from '../lib/form-draft';
import { history } from '../lib/history';
import { ConfirmDialog } from './ConfirmDialog';
import { COMPONENT_TEXT as TEXT } from './messages';

/** The sign-in page keeps the draft for the way back (the signed-out alert links to it). */
const SIGN_IN_PATH = '/login';

function LeaveGuard({ when, stillDirty, onLeave }: { when: boolean; stillDirty: () => boolean; onLeave: () => void }) {
  const [pending, setPending] = useState<Transition | null>(null);
  const unblock = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    // history's block also asks the browser to confirm an unload (beforeunload) while it holds.
    const release = history.block((transition) => {
      if (transition.location.pathname === SIGN_IN_PATH || !stillDirty()) {
        release();
        transition.retry();
      } else setPending(transition);
    });
    unblock.current = release;
    return () => {
      release();
      unblock.current = null;
    };
  }, [when, stillDirty]);

  return (
    <ConfirmDialog
      show={pending !== null}
      title={TEXT.leaveTitle}
      confirmLabel={TEXT.leave}
      cancelLabel={TEXT.stay}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const transition = pending;
        setPending(null);
        unblock.current?.();
        onLeave();
        transition?.retry();
      }}
    >
      <p className="mb-0">{TEXT.leaveBody}</p>
    </ConfirmDialog>
  );
}

/** Rendered once inside each editing form. */
export function DraftStatus<T>({ draft }: { draft: FormDraft<T> }) {
  return (
    <>
      {draft.restored ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" data-testid="draft-restored">
          <span>{TEXT.draftRestored}</span>
          <Button type="button" size="sm" variant="outline-dark" onClick={draft.discard}>
            {TEXT.discardDraft}
          </Button>
        </div>
      ) : null}
      <LeaveGuard when={draft.dirty} stillDirty={draft.isDirty} onLeave={draft.discard} />
    </>
  );
}
