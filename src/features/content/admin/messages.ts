/** Texts of the content pages screens (/admin/content …). */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../../common/i18n';

export const CONTENT_TITLES = translatable({
  list: msg`Content pages`,
  newPage: msg`New page`,
  editPage: msg`Edit page`,
});

export const CONTENT_LIST_TEXT = translatable({
  lead: msg`The pages visitors read: about, privacy, terms, the landing pitch and any page you add.`,
  newPage: msg`New page`,
  caption: (count: number) => plural(count, { one: '# page', other: '# pages' }),
  path: msg({ message: 'Address', comment: 'The path of a web page on the site, e.g. /about.' }),
  title: msg`Title`,
  status: msg`Status`,
  updated: msg`Last saved`,
  version: msg`Version`,
  published: msg`Published`,
  draft: msg`Draft`,
  edit: (title: string) => t({ message: `Edit ${title}`, comment: '{title} is the title of a content page.' }),
  empty: msg`There are no pages yet. Create the first one.`,
  loading: msg`Loading the pages…`,
  couldNotLoad: msg`Sorry, we could not load the pages.`,
  by: (who: string) =>
    t({
      message: ` by ${who}`,
      comment: 'Follows a date and time: "Nov 29, 2026 9:31am Central Time by Jane Doe"; {who} is a staff member.',
    }),
});

export const PAGE_FORM_TEXT = translatable({
  path: msg({ message: 'Address', comment: 'The path of a web page on the site, e.g. /about.' }),
  pathHint: msg`Where visitors find the page, e.g. /about. Lowercase letters, digits and hyphens.`,
  title: msg`Title`,
  metaDescription: msg`Meta description`,
  metaHint: msg`What search engines show under the title; one or two sentences.`,
  content: msg`Content`,
  contentHint: msg({
    message: 'Markdown: ## headings, **bold**, *italic*, - lists, [links](/about). HTML that is not safe is removed.',
    comment: 'Keep the Markdown marks (##, **, *, -, [](/about)) as they are; translate only the words.',
  }),
  preview: msg`Preview`,
  previewEmpty: msg`The page appears here as visitors will see it.`,
  previewUpdating: msg`Updating the preview…`,
  previewFailed: msg`The preview could not be updated. It will try again as you type; your text is kept.`,
  showLayout: msg`Show the header and footer around the page`,
  saveDraft: msg`Save draft`,
  saveAndPublish: msg`Save and publish`,
  liveHint: msg`This page is published: visitors see your changes as soon as you save.`,
  draftHint: msg`Visitors see nothing of a draft until you publish it.`,
  create: msg`Create page`,
  saving: msg`Saving the page…`,
  saved: (version: number, published: boolean) =>
    published
      ? t`Saved as version ${version} and published: visitors see it now.`
      : t`Saved as version ${version}. The page is still a draft.`,
  created: msg`The page was created as a draft: publish it when it is ready.`,
  saveFailed: msg`Sorry, the page could not be saved.`,
  overwrite: msg`Save my version over theirs`,
  loadLatest: msg`Discard my changes and load theirs`,
  theirTitle: (title: string, version: number) =>
    t({
      message: `Their version ${version}: “${title}”.`,
      comment: 'The version another staff member saved first; {title} is the page title they saved.',
    }),
  couldNotLoad: msg`Sorry, we could not load this page.`,
  loading: msg`Loading the page…`,
  backToPages: msg`Back to pages`,
  statusLabel: msg({ message: 'Status:', comment: 'Followed by the badge "Published" or "Draft".' }),
  published: msg`Published`,
  draft: msg`Draft`,
  publish: msg`Publish`,
  unpublish: msg`Unpublish`,
  publishing: msg`Changing the page’s status…`,
  nowPublished: msg`The page is published: visitors see it.`,
  nowDraft: msg`The page is a draft: visitors get “Page Not Found”.`,
  view: msg`View the page`,
});

export const HISTORY_TEXT = translatable({
  heading: msg`History`,
  lead: msg`Every saved version. Restoring one saves it again as the newest version.`,
  version: msg`Version`,
  title: msg`Title`,
  saved: msg({ message: 'Saved', comment: 'Column heading: when a version was saved, and by whom.' }),
  current: msg({ message: 'Current', comment: 'Badge of the version the page has now.' }),
  restore: (version: number) => t`Restore version ${version}`,
  restoring: msg`Restoring…`,
  restored: (from: number, version: number) => t`Version ${from} was restored as version ${version}.`,
  restoreFailed: msg`Sorry, that version could not be restored.`,
  loading: msg`Loading the history…`,
  couldNotLoad: msg`Sorry, we could not load the history.`,
  by: (who: string) =>
    t({
      message: ` by ${who}`,
      comment: 'Follows a date and time: "Nov 29, 2026 9:31am Central Time by Jane Doe"; {who} is a staff member.',
    }),
});
