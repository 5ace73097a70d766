/** Packets: the named sets of templates, and a form to make one. */
import { useState } from 'react';
import type { StaffPacket, StaffTemplate } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { useAction } from '../staff';
import { createPacket } from './api';
import { PACKET_TEXT as TEXT } from './messages';
import { BusyButton } from '../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import FormCheck from 'react-bootstrap/FormCheck';

export function PacketForm(props: {
  templates: StaffTemplate[];
  packets: StaffPacket[];
  onCreated: (packet: StaffPacket) => void;
}) {
  const { templates, packets, onCreated } = props;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const action = useAction(TEXT.failed);
  const titleOf = (id: number) => templates.find((t) => t.id === id)?.formTitle ?? `#${id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () => createPacket(name, chosen),
      (packet) => {
        onCreated(packet);
        setName('');
        setChosen([]);
        return TEXT.created(packet.name);
      },
    );
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="packets-heading">
      <Card.Body as="form" onSubmit={submit} noValidate>
        <h2 className="h5" id="packets-heading">
          {TEXT.heading}
        </h2>
        <p className="text-body-secondary">{TEXT.lead}</p>
        {packets.length === 0 ? (
          <p>{TEXT.none}</p>
        ) : (
          <ul>
            {packets.map((p) => (
              <li key={p.id}>
                <span className="fw-semibold">{p.name}</span>: {p.templateIds.map(titleOf).join(', ')}
              </li>
            ))}
          </ul>
        )}
        <FormField id="packet-name" label={TEXT.name} value={name} onValueChange={setName} maxLength={120} />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{TEXT.members}</legend>
          {templates.map((t) => (
            <FormCheck key={t.id}>
              <FormCheck.Input
                id={`packet-template-${t.id}`}
                type="checkbox"

                checked={chosen.includes(t.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, t.id] : c.filter((id) => id !== t.id)))}
              />
              <FormCheck.Label htmlFor={`packet-template-${t.id}`}>{t.formTitle}</FormCheck.Label>
            </FormCheck>
          ))}
        </fieldset>
        {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
        <div className="d-flex align-items-center gap-3">
          <BusyButton type="submit" variant="outline-primary" busy={action.busy}>
            {TEXT.create}
          </BusyButton>
          <span role="status" className="text-success">
            {action.message}
          </span>
        </div>
      </Card.Body>
    </Card>
  );
}
