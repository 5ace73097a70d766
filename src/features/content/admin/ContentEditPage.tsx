/** /admin/content/new and /admin/content/{id}: the page form, its status (publish) and its history. */
import { useCallback, useState } from 'react';
import type { StaffPage } from '../../../../common/content';
import { FailureAlert } from '../../../components/FailureAlert';
import { Link } from '../../../components/Link';
import { PageHeading } from '../../../components/PageHeading';
import { history } from '../../../lib/history';
import { useLoad } from '../../../lib/use-load';
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/i18n';
import { isTranslationLanguage } from '../../../../common/translations';
import { FormLoading, LanguageChoice, LoadFailure, StaffNav, useAction } from '../../staff';
import { fetchPage, publishPage } from './api';
import { PageTranslation } from './PageTranslation';
import { CONTENT_TITLES, HISTORY_TEXT, PAGE_FORM_TEXT as TEXT } from './messages';
import { PageForm } from './PageForm';
import { PageHistory } from './PageHistory';
import { BusyButton } from '../../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import Badge from 'react-bootstrap/Badge';

function StatusPanel({ page, onChange }: { page: StaffPage; onChange: (page: StaffPage) => void }) {
  const { busy, message, error, run, dismiss } = useAction(TEXT.saveFailed);
  const toggle = () =>
    run(
      () => publishPage(page.id, !page.published),
      (changed) => {
        onChange(changed);
        return changed.published ? TEXT.nowPublished : TEXT.nowDraft;
      },
    );
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <span>
          {TEXT.statusLabel}{' '}
          <Badge bg={page.published ? 'success' : 'secondary'} data-testid="page-status">
            {page.published ? TEXT.published : TEXT.draft}
          </Badge>
        </span>
        <BusyButton variant={page.published ? 'outline-danger' : 'success'} onClick={toggle} busy={busy}>
          {page.published ? TEXT.unpublish : TEXT.publish}
        </BusyButton>
        {page.published ? (
          <a href={page.path} target="_blank" rel="noopener">
            {TEXT.view}
          </a>
        ) : null}
        <span role="status" className="text-body-secondary">
          {busy ? TEXT.publishing : message}
        </span>
        {error ? <FailureAlert message={error} onClose={dismiss} /> : null}
      </Card.Body>
    </Card>
  );
}

/** The page just created: its edit screen, which the form goes to, says so. */
let createdPageId: number | null = null;

function EditPage({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchPage(id, signal), [id]);
  const state = useLoad(load);
  const [saved, setSaved] = useState(() => {
    const text = createdPageId === id ? TEXT.created : '';
    createdPageId = null;
    return text;
  });
  // A restore replaces what the form holds: a new key starts it from the restored version.
  const [formKey, setFormKey] = useState(0);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  if (state.status === 'error') {
    return <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />;
  }
  if (state.status === 'loading') {
    return <FormLoading label={TEXT.loading} />;
  }
  const page = state.data;
  return (
    <>
      <StatusPanel
        page={page}
        onChange={(changed) => {
          // The panel says what changed; an older notice ("created as a draft") no longer holds.
          setSaved('');
          state.update(() => changed);
        }}
      />
      <p role="status" className="text-success">
        {saved}
      </p>
      <LanguageChoice value={language} onChange={setLanguage} missing={page.missingTranslations} />
      {isTranslationLanguage(language) ? (
        <PageTranslation key={language} page={page} language={language} onChange={(p) => state.update(() => p)} />
      ) : (
        <>
          <PageForm
            key={formKey}
            page={page}
            onSaved={(changed) => {
              setSaved(TEXT.saved(changed.version, changed.published));
              state.update(() => changed);
            }}
          />
          <PageHistory
            key={page.version}
            page={page}
            onRestored={(restored, from) => {
              setSaved(HISTORY_TEXT.restored(from, restored.version));
              state.update(() => restored);
              setFormKey((k) => k + 1);
            }}
          />
        </>
      )}
    </>
  );
}

export function ContentEditPage({ id }: { id: number | null }) {
  return (
    <div>
      <PageHeading title={id === null ? CONTENT_TITLES.newPage : CONTENT_TITLES.editPage} />
      <StaffNav current="content" />
      <p>
        <Link to="/admin/content">{TEXT.backToPages}</Link>
      </p>
      {id === null ? (
        <PageForm
          page={null}
          onSaved={(page) => {
            createdPageId = page.id;
            history.push(`/admin/content/${page.id}`);
          }}
        />
      ) : (
        <EditPage key={id} id={id} />
      )}
    </div>
  );
}
