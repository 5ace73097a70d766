/** /admin/documents: upload templates, mark their fields, preview them, make packets and assign. */
import { COUNTERSIGN_MESSAGES } from '../../../common/onboarding';
import { COUNTERSIGN_PATH } from './countersign-api';
import { useState } from 'react';
import type { StaffPacket, StaffTemplate } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { PdfPages } from '../../components/PdfPages';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, MissingTranslations, StaffNav } from '../staff';
import { fetchPackets, fetchTemplates, previewTemplate } from './api';
import { AssignForm } from './AssignForm';
import { CredentialTemplateForm } from './CredentialTemplateForm';
import { TemplateTranslations } from './TemplateTranslations';
import { FieldsEditor } from './FieldsEditor';
import {
  CREDENTIAL_TEMPLATE_TEXT,
  ONBOARDING_ADMIN_TITLES,
  signatureTypeLabel,
  TEMPLATES_TEXT as TEXT,
} from './messages';
import { TemplateOrderButtons } from './TemplateOrderButtons';
import { PacketForm } from './PacketForm';
import { TemplateUploadForm } from './TemplateUploadForm';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Button from 'react-bootstrap/Button';

const loadAll = async (signal: AbortSignal) => {
  const [templates, packets] = await Promise.all([fetchTemplates(signal), fetchPackets(signal)]);
  return { templates, packets };
};

type Preview = { id: number; title: string; data: Uint8Array | null; failed: boolean };

export function TemplatesPage({ assignTo = '' }: { assignTo?: string }) {
  const state = useLoad(loadAll);
  const [editing, setEditing] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const data = state.status === 'ready' ? state.data : null;

  const replace = (template: StaffTemplate) =>
    state.update((d) => ({
      ...d,
      templates: d.templates.some((t) => t.id === template.id)
        ? d.templates.map((t) => (t.id === template.id ? template : t))
        : [...d.templates, template],
    }));
  const setOrder = (templates: StaffTemplate[]) => state.update((d) => ({ ...d, templates }));
  const addPacket = (packet: StaffPacket) => state.update((d) => ({ ...d, packets: [...d.packets, packet] }));

  const showPreview = (t: StaffTemplate) => {
    setPreview({ id: t.id, title: t.formTitle, data: null, failed: false });
    previewTemplate(t.id).then(
      ({ content }) =>
        setPreview({
          id: t.id,
          title: t.formTitle,
          data: Uint8Array.from(atob(content), (c) => c.charCodeAt(0)),
          failed: false,
        }),
      () => setPreview({ id: t.id, title: t.formTitle, data: null, failed: true }),
    );
  };

  const edited = data?.templates.find((t) => t.id === editing) ?? null;
  return (
    <div aria-busy={state.status === 'loading'}>
      <PageHeading title={ONBOARDING_ADMIN_TITLES.templates} lead={TEXT.lead} />
      <StaffNav current="documents" />
      <p>
        <Link to="/admin/documents/status" className="btn btn-outline-primary btn-sm">
          {TEXT.statusLink}
        </Link>{' '}
        <Link to={COUNTERSIGN_PATH} className="btn btn-outline-primary btn-sm">
          {COUNTERSIGN_MESSAGES.title}
        </Link>
      </p>
      <TemplateUploadForm
        onUploaded={(t) => {
          replace(t);
          setEditing(t.id);
        }}
      />
      <CredentialTemplateForm onCreated={replace} />
      {edited ? (
        <FieldsEditor key={edited.id} template={edited} onSaved={replace} onClose={() => setEditing(null)} />
      ) : null}

      <Card as="section" className="shadow-sm mb-4" aria-labelledby="templates-heading">
        <Card.Body>
          <h2 className="h5" id="templates-heading">
            {TEXT.listHeading}
          </h2>
          <span className="visually-hidden" role="status">
            {state.status === 'loading' ? TEXT.loading : ''}
          </span>
          {state.status === 'error' ? (
            <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
          ) : data === null ? (
            <SkeletonLines widths={['80%', '70%', '75%']} />
          ) : data.templates.length === 0 ? (
            <p className="mb-0">{TEXT.none}</p>
          ) : (
            <>
              <p className="text-body-secondary small">{TEXT.orderHint}</p>
              <ListGroup as="ol" data-testid="template-list">
                {data.templates.map((t, index) => (
                  <ListGroup.Item key={t.id} as="li" className="d-flex flex-wrap align-items-center gap-2">
                    <div className="me-auto">
                      <span className="fw-semibold">{t.formTitle}</span>
                      <span className="d-block small text-body-secondary">
                        {t.kind === 'credential' ? (
                          <>
                            {CREDENTIAL_TEMPLATE_TEXT.kind}
                            {t.instructions ? ` · ${t.instructions}` : ''}
                            <MissingTranslations languages={t.missingTranslations} named />
                          </>
                        ) : (
                          <>
                            {signatureTypeLabel(t.signatureType)} ·{' '}
                            {t.delivery === 'manual' ? TEXT.manual : TEXT.electronic} · {TEXT.fields(t.fields.length)}
                            {t.signatureType === 'INFO'
                              ? t.acknowledge
                                ? ` · ${TEXT.acknowledged}`
                                : ''
                              : t.reviewUploads
                                ? ` · ${TEXT.reviewed}`
                                : ''}
                          </>
                        )}
                      </span>
                    </div>
                    <TemplateOrderButtons templates={data.templates} index={index} onOrdered={setOrder} />
                    {t.kind === 'credential' ? null : (
                      <>
                        <Button
                          type="button"
                          variant="outline-primary"
                          size="sm"
                          aria-label={TEXT.editLabel(t.formTitle)}
                          onClick={() => setEditing(t.id)}
                        >
                          {TEXT.edit}
                        </Button>
                        <Button
                          type="button"
                          variant="outline-secondary"
                          size="sm"
                          aria-label={TEXT.previewLabel(t.formTitle)}
                          onClick={() => showPreview(t)}
                        >
                          {TEXT.preview}
                        </Button>
                      </>
                    )}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </>
          )}
        </Card.Body>
      </Card>

      {data ? <TemplateTranslations templates={data.templates} onChange={replace} /> : null}

      {preview ? (
        <Card as="section" className="shadow-sm mb-4" aria-labelledby="preview-heading" data-testid="template-preview">
          <Card.Body>
            <div className="d-flex align-items-center gap-2 mb-2">
              <h2 className="h5 me-auto mb-0" id="preview-heading">
                {TEXT.previewHeading(preview.title)}
              </h2>
              <Button type="button" variant="outline-secondary" size="sm" onClick={() => setPreview(null)}>
                {TEXT.closePreview}
              </Button>
            </div>
            {preview.failed ? (
              <FailureAlert message={TEXT.previewFailed} />
            ) : preview.data ? (
              <PdfPages data={preview.data} label={preview.title} failedText={TEXT.previewFailed} />
            ) : (
              <SkeletonLines widths={['100%', '100%', '100%', '60%']} className="staff-preview" />
            )}
          </Card.Body>
        </Card>
      ) : null}

      {data ? (
        <>
          <AssignForm templates={data.templates} packets={data.packets} initialEmails={assignTo} />
          <PacketForm templates={data.templates} packets={data.packets} onCreated={addPacket} />
        </>
      ) : null}
    </div>
  );
}
