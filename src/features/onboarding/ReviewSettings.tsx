/**
 * A template's switch for what follows the candidate's part: an informational one asks (or not)
 * for an acknowledgement; any other has its uploaded signed copies reviewed (or not) by staff.
 */
import Form from 'react-bootstrap/Form';
import { TEMPLATES_TEXT as TEXT } from './messages';

export function ReviewSettings(props: {
  /** Tells the switches of several templates on one page apart. */
  idPrefix: string;
  informational: boolean;
  acknowledge: boolean;
  reviewUploads: boolean;
  onAcknowledge: (value: boolean) => void;
  onReviewUploads: (value: boolean) => void;
}) {
  const { idPrefix, informational } = props;
  return informational ? (
    <Form.Check
      type="switch"
      id={`${idPrefix}-acknowledge`}
      label={TEXT.acknowledge}
      checked={props.acknowledge}
      onChange={(e) => props.onAcknowledge(e.target.checked)}
    />
  ) : (
    <>
      <Form.Check
        type="switch"
        id={`${idPrefix}-review-uploads`}
        label={TEXT.reviewUploads}
        checked={props.reviewUploads}
        onChange={(e) => props.onReviewUploads(e.target.checked)}
        aria-describedby={`${idPrefix}-review-uploads-hint`}
      />
      <Form.Text id={`${idPrefix}-review-uploads-hint`}>{TEXT.reviewUploadsHint}</Form.Text>
    </>
  );
}
