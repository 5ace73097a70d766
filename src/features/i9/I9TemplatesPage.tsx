/**
 * Form I-9's official PDF for I-9 staff: /admin/i9/templates lists the editions uploaded (the newest
 * is current) and uploads the next; the list of I-9s and this page say when the current edition
 * lapses. Each edition's mapping is checked on /admin/i9/templates/{id}.
 */
import { type FormEvent, useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import Table from 'react-bootstrap/Table';
import { I9_MESSAGES } from '../../../common/i9';
import type { EditionNotice, I9Template } from '../../../common/i9-pdf';
import { FailureAlert } from '../../components/FailureAlert';
import { SectionSubmit } from './SectionSubmit';
import { FormField } from '../../components/FormField';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { fetchEditionNotice, fetchI9Templates, i9PdfUrl, uploadI9Template } from './template-api';
import { I9_TEMPLATE_TEXT as TEXT } from './template-messages';
import { useSectionSubmit } from './use-section-submit';

function noticeText(notice: EditionNotice): string {
  switch (notice.kind) {
    case 'missing':
      return TEXT.notice.missing;
    case 'unmapped':
      return TEXT.notice.unmapped(notice.edition);
    case 'expiring':
      return TEXT.notice.expiring(notice.edition, formatDate(notice.expiresOn));
    case 'expired':
      return TEXT.notice.expired(notice.edition, formatDate(notice.expiresOn));
  }
}

/** The current edition's state, when it needs staff: shown with the list of I-9s and with the editions. */
export function EditionNoticeAlert({ notice, linked = true }: { notice: EditionNotice | null; linked?: boolean }) {
  if (!notice) return null;
  const target = notice.kind === 'unmapped' ? `/admin/i9/templates/${notice.templateId}` : '/admin/i9/templates';
  return (
    <Alert variant={notice.kind === 'expired' ? 'danger' : 'warning'} data-testid="i9-edition-notice">
      {noticeText(notice)}
      {linked ? (
        <>
          {' '}
          <Link to={target}>{TEXT.openEditions}</Link>
        </>
      ) : null}
    </Alert>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (template: I9Template) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [edition, setEdition] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [done, setDone] = useState('');
  const { errors, shown, send } = useSectionSubmit(TEXT.uploadFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = event.currentTarget as HTMLFormElement;
    const form = new FormData();
    form.set('edition', edition);
    form.set('expiresOn', expiresOn);
    if (file) form.set('pdf', file);
    setDone('');
    send(
      () => uploadI9Template(form),
      (template) => {
        setFile(null);
        setEdition('');
        setExpiresOn('');
        target.reset();
        setDone(TEXT.uploaded(template.edition));
        onUploaded(template);
      },
    );
  };
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="i9-upload-heading">
      <Card.Body as="form" onSubmit={submit} noValidate>
        <h2 className="h5" id="i9-upload-heading">
          {TEXT.uploadHeading}
        </h2>
        <div className="mb-3">
          <FormLabel htmlFor="i9-template-pdf">{TEXT.pdfLabel}</FormLabel>
          <FormControl
            id="i9-template-pdf"
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby="i9-template-pdf-hint"
            onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <FormText id="i9-template-pdf-hint" as="div">
            {TEXT.pdfHint}
          </FormText>
        </div>
        <div className="row g-3">
          <div className="col-12 col-sm-6">
            <FormField
              id="i9-template-edition"
              label={TEXT.edition}
              hint={TEXT.editionHint}
              value={edition}
              onValueChange={setEdition}
              error={errors.edition}
              maxLength={20}
            />
          </div>
          <div className="col-12 col-sm-6">
            <FormField
              id="i9-template-expires"
              type="date"
              label={TEXT.expiresOn}
              value={expiresOn}
              onValueChange={setExpiresOn}
              error={errors.expiresOn}
            />
          </div>
        </div>
        <SectionSubmit late={null} {...shown} busyLabel={TEXT.uploading} label={TEXT.upload}>
          <p role="status" className={done ? 'text-success' : 'visually-hidden'}>
            {done}
          </p>
        </SectionSubmit>
      </Card.Body>
    </Card>
  );
}

function EditionsTable({ templates }: { templates: I9Template[] }) {
  if (templates.length === 0) return <p>{TEXT.empty}</p>;
  return (
    <Table striped className="align-middle stack-table">
      <thead>
        <tr>
          <th scope="col">{TEXT.edition}</th>
          <th scope="col">{TEXT.expiresColumn}</th>
          <th scope="col">{TEXT.fields}</th>
          <th scope="col">{TEXT.forms}</th>
          <th scope="col">{TEXT.state}</th>
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => (
          <tr key={template.id} data-testid="i9-template-row">
            <th scope="row">
              <Link to={`/admin/i9/templates/${template.id}`} aria-label={TEXT.map(template.edition)}>
                {template.edition}
              </Link>
              {template.current ? (
                <Badge bg="primary" className="ms-1">
                  {TEXT.current}
                </Badge>
              ) : null}
              {template.demo ? (
                <Badge bg="secondary" className="ms-1">
                  {TEXT.demo}
                </Badge>
              ) : null}
            </th>
            <td data-label={TEXT.expiresColumn}>{formatDate(template.expiresOn)}</td>
            <td data-label={TEXT.fields}>{template.fields.length}</td>
            <td data-label={TEXT.forms}>{template.forms}</td>
            <td data-label={TEXT.state}>{template.mappingConfirmed ? TEXT.confirmed : TEXT.suggested}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function I9TemplatesPage() {
  // The notice comes with the editions (an upload refreshes both): it shows with the table, below the form.
  const state = useLoad(
    useCallback(async (signal: AbortSignal) => {
      const [templates, { notice }] = await Promise.all([fetchI9Templates(signal), fetchEditionNotice(signal)]);
      return { templates, notice };
    }, []),
  );
  const refused = state.status === 'error' && state.error instanceof ApiError && state.error.status === 403;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/i9">{TEXT.backToList}</Link>
      </p>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="i9" />
      {refused ? (
        <FailureAlert message={I9_MESSAGES.i9Only} />
      ) : (
        <>
          <UploadForm onUploaded={() => state.refresh()} />
          {state.status === 'ready' ? (
            <>
              <EditionNoticeAlert notice={state.data.notice} linked={false} />
              <EditionsTable templates={state.data.templates} />
            </>
          ) : state.status === 'loading' ? (
            <Spinner label={TEXT.loading} />
          ) : (
            <FailureAlert message={TEXT.loadFailed} error={state.error} />
          )}
        </>
      )}
    </>
  );
}

/** On a form's record: its sealed PDF, or why there is none. */
export function I9PdfLink({ formId, seals }: { formId: number; seals: number }) {
  return (
    <section aria-labelledby="i9-pdf" className="mb-4">
      <h2 id="i9-pdf" className="h5">
        {TEXT.pdf}
      </h2>
      {seals > 0 ? (
        <a href={i9PdfUrl(formId)} download data-testid="i9-pdf-link">
          {TEXT.downloadPdf(seals)}
        </a>
      ) : (
        <p>{TEXT.noPdf}</p>
      )}
    </section>
  );
}
