/** The recruiter's own mail to the selected candidates: a subject and plain text, sent through the outbox. */
import { useId, useState } from 'react';
import { PIPELINE_LIMITS as L, type BoardCard } from '../../../common/pipeline';
import { modalManager } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { useAction } from '../staff';
import { bulkMail } from './api';
import { failuresOf } from './BulkBar';
import { BOARD_TEXT, BULK_TEXT as TEXT } from './messages';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import Modal from 'react-bootstrap/Modal';

export function BulkMailDialog({
  jobId,
  show,
  selected,
  cards,
  onClose,
}: {
  jobId: number;
  show: boolean;
  selected: readonly number[];
  cards: readonly BoardCard[];
  onClose: () => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [failures, setFailures] = useState<string[]>([]);
  const action = useAction(TEXT.mailFailed);
  const field = (key: string) => action.fields[key];

  return (
    <Modal
      show={show}
      onHide={action.busy ? () => undefined : onClose}
      centered
      aria-labelledby={`${id}-title`}
      manager={modalManager}
      onEnter={() => {
        setFailures([]);
        action.dismiss();
      }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setFailures([]);
          action.run(
            () => bulkMail(jobId, { applicationIds: [...selected], subject, body }),
            (result) => {
              setFailures(failuresOf(result, cards));
              if (result.done > 0) {
                setSubject('');
                setBody('');
              }
              return TEXT.mailResult(result.done, result.results.length);
            },
          );
        }}
      >
        <Modal.Header closeButton={!action.busy} closeLabel={BOARD_TEXT.close}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {TEXT.mailTitle(selected.length)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <FormLabel htmlFor={`${id}-subject`}>{TEXT.subject}</FormLabel>
            <FormControl
              id={`${id}-subject`}
              value={subject}
              maxLength={L.subjectLength}
              required
              isInvalid={Boolean(field('subject'))}
              aria-describedby={field('subject') ? `${id}-subject-error` : undefined}
              onChange={(e) => setSubject(e.target.value)}
            />
            <FormControl.Feedback type="invalid" id={`${id}-subject-error`}>
              {field('subject')}
            </FormControl.Feedback>
          </div>
          <div className="mb-2">
            <FormLabel htmlFor={`${id}-body`}>{TEXT.body}</FormLabel>
            <FormControl
              as="textarea"
              rows={6}
              id={`${id}-body`}
              value={body}
              maxLength={L.mailBodyLength}
              required
              isInvalid={Boolean(field('body'))}
              aria-describedby={`${id}-body-hint${field('body') ? ` ${id}-body-error` : ''}`}
              onChange={(e) => setBody(e.target.value)}
            />
            <FormControl.Feedback type="invalid" id={`${id}-body-error`}>
              {field('body')}
            </FormControl.Feedback>
            <FormText id={`${id}-body-hint`}>{TEXT.bodyHint}</FormText>
          </div>
          <p role="status" className="mb-0 text-success board-status-line">
            {action.message}
          </p>
          {failures.length > 0 ? (
            <ul className="small text-danger">
              {failures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
          {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={action.busy}>
            {BOARD_TEXT.close}
          </Button>
          <BusyButton type="submit" busy={action.busy} busyLabel={TEXT.sending} disabled={selected.length === 0}>
            {TEXT.send}
          </BusyButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
