/**
 * Create or edit a CMS page. The server validates and its messages appear beside their fields. An
 * edit carries the version it started from: when someone else saved first, the server answers 409
 * and the form keeps everything typed, offering to save over their version or to load it.
 */
import { DraftStatus } from '../../../components/UnsavedChanges';
import type { StaffPage, StaffPageInput } from '../../../../common/content';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { MarkdownField, useVersionedForm, FormAlert } from '../../staff';
import { createPage, fetchPage, previewContent, updatePage } from './api';
import { PAGE_FORM_TEXT as TEXT } from './messages';
import FormCheck from 'react-bootstrap/FormCheck';
import FormText from 'react-bootstrap/FormText';

type Fields = Required<Omit<StaffPageInput, 'version'>>;

const EMPTY: Fields = { path: '', title: '', metaDescription: '', contentMarkdown: '', showLayout: true };

const fieldsOf = (page: StaffPage): Fields => ({
  path: page.path,
  title: page.title,
  metaDescription: page.metaDescription,
  contentMarkdown: page.contentMarkdown,
  showLayout: page.showLayout,
});

export function PageForm({ page, onSaved }: { page: StaffPage | null; onSaved: (page: StaffPage) => void }) {
  const { fields, set, errors, busy, version, submit, alert, draft } = useVersionedForm<Fields, StaffPage>({
    record: page,
    draftKey: `content-page:${page?.id ?? 'new'}`,
    empty: EMPTY,
    fieldsOf,
    write: (values, version) => (page ? updatePage(page.id, { ...values, version }) : createPage(values)),
    reload: () => fetchPage(page!.id),
    onSaved,
    failed: TEXT.saveFailed,
  });

  // Like a blog's Update: a published page's save goes live, and its button says so.
  const saveLabel = page === null ? TEXT.create : page.published ? TEXT.saveAndPublish : TEXT.saveDraft;
  return (
    <form noValidate onSubmit={submit} aria-label={saveLabel} data-testid="page-form">
      {errors.form ? <FormAlert message={errors.form} texts={TEXT} {...alert} /> : null}
      <DraftStatus draft={draft} />
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="page-title"
            label={TEXT.title}
            value={fields.title}
            onValueChange={set('title')}
            error={errors.title}
            maxLength={200}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="page-path"
            label={TEXT.path}
            value={fields.path}
            onValueChange={set('path')}
            error={errors.path}
            hint={TEXT.pathHint}
            maxLength={250}
            spellCheck={false}
            autoCapitalize="off"
          />
        </div>
        <div className="col-12">
          <FormField
            id="page-meta"
            label={TEXT.metaDescription}
            value={fields.metaDescription}
            onValueChange={set('metaDescription')}
            error={errors.metaDescription}
            hint={TEXT.metaHint}
            maxLength={400}
          />
        </div>
      </div>
      <MarkdownField
        key={version}
        id="page-content"
        label={TEXT.content}
        hint={TEXT.contentHint}
        value={fields.contentMarkdown}
        onChange={set('contentMarkdown')}
        error={errors.contentMarkdown}
        render={previewContent}
        texts={TEXT}
        testId="content-preview"
        rows={18}
      />
      <FormCheck className="mb-3">
        <FormCheck.Input
          id="page-layout"
          type="checkbox"

          checked={fields.showLayout}
          onChange={(e) => set('showLayout')(e.target.checked)}
        />
        <FormCheck.Label htmlFor="page-layout">{TEXT.showLayout}</FormCheck.Label>
      </FormCheck>
      <SubmitButton busy={busy} busyLabel={TEXT.saving} describedBy={page ? 'page-save-hint' : undefined}>
        {saveLabel}
      </SubmitButton>
      {page ? (
        <FormText id="page-save-hint" as="p" className="mt-2">
          {page.published ? TEXT.liveHint : TEXT.draftHint}
        </FormText>
      ) : null}
    </form>
  );
}
