/** One application's staff-only side, in a dialog: its status history, its tags and its notes thread. */
import { useCallback, useId, useState } from 'react';
import { applicationStatusLabel } from '../../../common/applications';
import { normalTag, PIPELINE_LIMITS as L, type ApplicationNote, type BoardCard } from '../../../common/pipeline';
import { modalManager } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { Spinner } from '../../components/Spinner';
import { BusyButton } from '../../components/SubmitButton';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, useAction } from '../staff';
import { addNote, addTag, deleteNote, fetchNotes, removeTag } from './api';
import { BOARD_TEXT, DETAILS_TEXT as TEXT } from './messages';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import Modal from 'react-bootstrap/Modal';

function Tags({ card, onChanged }: { card: BoardCard; onChanged: () => void }) {
  const id = useId();
  const [tags, setTags] = useState(card.tags);
  const [label, setLabel] = useState('');
  const action = useAction(TEXT.tagFailed);
  const done = (result: { tags: string[] }) => {
    setTags(result.tags);
    onChanged();
    return '';
  };
  return (
    <section aria-labelledby={`${id}-h`} className="mb-4">
      <h3 className="h6" id={`${id}-h`}>
        {TEXT.tags}
      </h3>
      {tags.length === 0 ? <p className="small text-body-secondary">{TEXT.noTags}</p> : null}
      <ul className="list-inline">
        {tags.map((tag) => (
          <li key={tag} className="list-inline-item badge text-bg-light border d-inline-flex align-items-center gap-1">
            {tag}
            <CloseButton
              aria-label={TEXT.removeTag(tag)}
              className="board-tag-remove"
              disabled={action.busy}
              onClick={() => action.run(() => removeTag(card.applicationId, tag), done)}
            />
          </li>
        ))}
      </ul>
      <form
        className="d-flex flex-wrap align-items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          action.run(
            () => addTag(card.applicationId, label),
            (result) => {
              setLabel('');
              return done(result);
            },
          );
        }}
      >
        <div>
          <FormLabel htmlFor={`${id}-tag`} className="small mb-0">
            {TEXT.newTag}
          </FormLabel>
          <FormControl
            id={`${id}-tag`}
            size="sm"
            value={label}
            maxLength={L.tagLength}
            isInvalid={label !== '' && normalTag(label) === null}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <BusyButton type="submit" size="sm" busy={action.busy} disabled={normalTag(label) === null}>
          {TEXT.addTag}
        </BusyButton>
      </form>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </section>
  );
}

function Notes({ card, onChanged }: { card: BoardCard; onChanged: () => void }) {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => fetchNotes(card.applicationId, signal), [card.applicationId]);
  const state = useLoad(load);
  const [text, setText] = useState('');
  const action = useAction(TEXT.noteFailed);
  const saved = (message: string) => (notes: ApplicationNote[]) => {
    state.update(() => notes);
    onChanged();
    return message;
  };
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 className="h6" id={`${id}-h`}>
        {TEXT.notes}
      </h3>
      <p className="small text-body-secondary">{TEXT.notesHint}</p>
      {state.status === 'loading' ? <Spinner label={TEXT.loadingNotes} className="mb-3" /> : null}
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.notesFailed} error={state.error} retry={state.retry} />
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <p>{TEXT.noNotes}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ol className="list-unstyled" aria-label={TEXT.notes}>
          {state.data.map((n) => (
            <li key={n.id} className="border-start border-3 ps-2 mb-3" data-testid="note">
              <p className="small text-body-secondary mb-1">
                {n.author ?? TEXT.unknownAuthor} · {formatDateTime(n.createdAt)}
              </p>
              <p className="mb-1 board-note-text">{n.text}</p>
              {n.mine ? (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 text-danger"
                  disabled={action.busy}
                  onClick={() => action.run(() => deleteNote(card.applicationId, n.id), saved(TEXT.deleted))}
                >
                  {TEXT.deleteNote}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          action.run(
            () => addNote(card.applicationId, text),
            (notes) => {
              setText('');
              return saved(TEXT.added)(notes);
            },
          );
        }}
      >
        <FormLabel htmlFor={`${id}-note`}>{TEXT.newNote}</FormLabel>
        <FormControl
          as="textarea"
          rows={3}
          id={`${id}-note`}
          value={text}
          maxLength={L.noteLength}
          isInvalid={Boolean(action.fields.text)}
          aria-describedby={`${id}-note-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <FormControl.Feedback type="invalid">{action.fields.text}</FormControl.Feedback>
        <FormText id={`${id}-note-hint`}>{`${text.length} / ${L.noteLength}`}</FormText>
        <div className="d-flex align-items-center gap-2 mt-2">
          <BusyButton type="submit" busy={action.busy} busyLabel={TEXT.adding} disabled={text.trim() === ''}>
            {TEXT.addNote}
          </BusyButton>
          <span role="status" className="small text-success">
            {action.message}
          </span>
        </div>
        {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
      </form>
    </section>
  );
}

export function CardDetails({
  card,
  onClose,
  onChanged,
}: {
  card: BoardCard | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const id = useId();
  return (
    <Modal show={card !== null} onHide={onClose} size="lg" scrollable aria-labelledby={id} manager={modalManager}>
      {card ? (
        <>
          <Modal.Header closeButton closeLabel={BOARD_TEXT.close}>
            <Modal.Title as="h2" className="h5" id={id}>
              {TEXT.title(card.candidateName)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <section aria-labelledby={`${id}-history`} className="mb-4">
              <h3 className="h6" id={`${id}-history`}>
                {TEXT.history}
              </h3>
              <ol className="mb-0" data-testid="status-history">
                {card.history.map((h, i) => (
                  <li key={i}>
                    {applicationStatusLabel(h.status)} · {formatDateTime(h.changedAt)}
                    {h.changedBy ? TEXT.by(h.changedBy) : ''}
                  </li>
                ))}
              </ol>
            </section>
            <Tags key={`tags-${card.applicationId}`} card={card} onChanged={onChanged} />
            <Notes key={`notes-${card.applicationId}`} card={card} onChanged={onChanged} />
          </Modal.Body>
        </>
      ) : null}
    </Modal>
  );
}
