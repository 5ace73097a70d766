/** Assign a template or a packet to candidates (typed emails and/or a CSV file) with a due date. */
import { useEffect, useRef, useState } from 'react';
import type { AssignmentResult, StaffPacket, StaffTemplate } from '../../../common/onboarding';
import { assignDocuments } from './api';
import { useAction } from '../staff';
import { SubmitRow } from './form-action';
import { ASSIGN_TEXT as TEXT } from './messages';
import FormControl from 'react-bootstrap/FormControl';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import FormSelect from 'react-bootstrap/FormSelect';
import Alert from 'react-bootstrap/Alert';

export function AssignForm({
  templates,
  packets,
  initialEmails = '',
}: {
  templates: StaffTemplate[];
  packets: StaffPacket[];
  /** From a candidate's page: their address is filled in and the form is brought into view. */
  initialEmails?: string;
}) {
  const [what, setWhat] = useState('');
  const [emails, setEmails] = useState(initialEmails);
  const choice = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!initialEmails) return;
    choice.current?.scrollIntoView({ block: 'center' });
    choice.current?.focus();
  }, [initialEmails]);
  const [csv, setCsv] = useState<{ text: string; count: number } | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const csvInput = useRef<HTMLInputElement>(null);
  const action = useAction(TEXT.failed);
  const { fields } = action;
  const [already, setAlready] = useState<AssignmentResult['alreadyAssigned']>([]);
  const [notUsed, setNotUsed] = useState<AssignmentResult['notUsed']>([]);

  const readCsv = (file: File | undefined) => {
    if (!file) return setCsv(null);
    void file.text().then((text) => setCsv({ text, count: (text.match(/[^\s,;"]+@[^\s,;"]+/g) ?? []).length }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const [kind, id] = what.split(':');
    setAlready([]);
    setUnknown([]);
    setNotUsed([]);
    action.run(
      () =>
        assignDocuments({
          templateId: kind === 'template' ? Number(id) : null,
          packetId: kind === 'packet' ? Number(id) : null,
          emails: [emails, csv?.text ?? ''].join('\n'),
          dueDate,
        }),
      (result) => {
        setAlready(result.alreadyAssigned);
        setNotUsed(result.notUsed);
        // What was assigned leaves the form (sending it again would assign it twice); the unknown stay.
        setUnknown(result.unknown);
        setEmails(result.unknown.join('\n'));
        setCsv(null);
        if (csvInput.current) csvInput.current.value = '';
        return result.assigned.length
          ? TEXT.done(
              result.assigned.length,
              result.assigned.reduce((n, a) => n + a.documents, 0),
            )
          : TEXT.nothingNew;
      },
    );
  };

  const fieldError = (name: string, id: string) =>
    fields[name] ? (
      <FormControl.Feedback id={id} type="invalid" className="d-block">
        {fields[name]}
      </FormControl.Feedback>
    ) : null;

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="assign-heading">
      <Card.Body as="form" onSubmit={submit} noValidate>
        <h2 className="h5" id="assign-heading">
          {TEXT.heading}
        </h2>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <FormLabel htmlFor="assign-what">{TEXT.what}</FormLabel>
            <FormSelect
              ref={choice}
              id="assign-what"
              isInvalid={Boolean(fields.templateId)}
              value={what}
              aria-describedby={fields.templateId ? 'assign-what-error' : undefined}
              onChange={(e) => setWhat(e.target.value)}
            >
              <option value="">{TEXT.choose}</option>
              <optgroup label={TEXT.templates}>
                {templates.map((t) => (
                  <option key={t.id} value={`template:${t.id}`}>
                    {t.formTitle}
                  </option>
                ))}
              </optgroup>
              {packets.length > 0 ? (
                <optgroup label={TEXT.packets}>
                  {packets.map((p) => (
                    <option key={p.id} value={`packet:${p.id}`}>
                      {p.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </FormSelect>
            {fieldError('templateId', 'assign-what-error')}
          </div>
          <div className="col-12 col-md-6">
            <FormLabel htmlFor="assign-due">{TEXT.dueDate}</FormLabel>
            <FormControl
              id="assign-due"
              type="date"
              isInvalid={Boolean(fields.dueDate)}
              value={dueDate}
              aria-describedby={fields.dueDate ? 'assign-due-error' : undefined}
              onChange={(e) => setDueDate(e.target.value)}
            />
            {fieldError('dueDate', 'assign-due-error')}
          </div>
          <div className="col-12 col-md-6">
            <FormLabel htmlFor="assign-emails">{TEXT.emails}</FormLabel>
            <FormControl
              id="assign-emails"
              as="textarea"
              isInvalid={Boolean(fields.emails)}
              rows={3}
              value={emails}
              aria-describedby={`assign-emails-hint${fields.emails ? ' assign-emails-error' : ''}`}
              onChange={(e) => setEmails(e.target.value)}
            />
            <FormText id="assign-emails-hint" as="div">
              {TEXT.emailsHint}
            </FormText>
            {fieldError('emails', 'assign-emails-error')}
          </div>
          <div className="col-12 col-md-6">
            <FormLabel htmlFor="assign-csv">{TEXT.csv}</FormLabel>
            <FormControl
              ref={csvInput}
              id="assign-csv"
              type="file"
              accept=".csv,text/csv,text/plain"

              onChange={(e) => readCsv((e.target as HTMLInputElement).files?.[0])}
            />
            <FormText as="div" aria-live="polite">
              {csv ? TEXT.csvLoaded(csv.count) : '\u00a0'}
            </FormText>
          </div>
        </div>
        <SubmitRow action={action} label={TEXT.assign} busyLabel={TEXT.assigning} />
        {unknown.length > 0 ? (
          <Alert variant="warning" className="mt-3 mb-0" data-testid="assign-unknown">
            {TEXT.notAssigned(unknown.length)}
            <ul className="mb-0">
              {unknown.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {notUsed.length ? (
          <Alert variant="warning" className="mt-3 mb-0" data-testid="assign-not-used">
            {TEXT.notUsed}
            <ul className="mb-0">
              {notUsed.map((n, i) => (
                <li key={i}>
                  “{n.entry}”: {n.reason}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {already.length ? (
          <Alert variant="info" className="mt-3 mb-0" data-testid="already-assigned">
            {TEXT.alreadyAssigned}
            <ul className="mb-0">
              {already.map((a) => (
                <li key={a.email}>
                  {a.email}: {a.titles.join(', ')}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
