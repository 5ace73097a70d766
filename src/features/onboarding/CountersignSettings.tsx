/** A template's countersignature setting: the employer signs after the candidate, within business days. */
import Form from 'react-bootstrap/Form';
import { COUNTERSIGN_MESSAGES as TEXT } from '../../../common/onboarding';

export function CountersignSettings(props: {
  countersign: boolean;
  days: string;
  error?: string;
  onCountersign: (value: boolean) => void;
  onDays: (value: string) => void;
}) {
  return (
    <div className="row g-3 align-items-end mt-1">
      <div className="col-12 col-md-6">
        <Form.Check
          type="switch"
          id="template-countersign"
          label={TEXT.countersign}
          checked={props.countersign}
          onChange={(e) => props.onCountersign(e.target.checked)}
          aria-describedby="template-countersign-hint"
        />
        <Form.Text id="template-countersign-hint">{TEXT.countersignHint}</Form.Text>
      </div>
      {props.countersign ? (
        <Form.Group className="col-6 col-md-3" controlId="template-countersign-days">
          <Form.Label>{TEXT.countersignDays}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={30}
            value={props.days}
            isInvalid={Boolean(props.error)}
            onChange={(e) => props.onDays(e.target.value)}
          />
          <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
    </div>
  );
}
