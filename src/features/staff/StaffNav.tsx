/** The staff console's sections; the current one is marked for screen readers too. */
import { Link } from '../../components/Link';
import { pageState } from '../../lib/page-state';
import { CANDIDATES_TITLES } from './candidates-messages';
import { NAV_TEXT } from './messages';

/** The sections, their labels read in the page's language each time the nav draws. */
const sectionsOf = () =>
  [
    { to: '/admin', label: NAV_TEXT.overview, key: 'overview' },
    { to: '/admin/jobs', label: NAV_TEXT.jobs, key: 'jobs' },
    { to: '/admin/candidates', label: CANDIDATES_TITLES.candidates, key: 'candidates' },
    { to: '/admin/documents', label: NAV_TEXT.documents, key: 'documents' },
    { to: '/admin/content', label: NAV_TEXT.content, key: 'content' },
    { to: '/admin/staff', label: NAV_TEXT.staff, key: 'staff', adminOnly: true },
    { to: '/admin/mail-templates', label: NAV_TEXT.mailTemplates, key: 'mail-templates', adminOnly: true },
    { to: '/admin/integrations', label: NAV_TEXT.integrations, key: 'integrations', adminOnly: true },
    { to: '/admin/brand', label: NAV_TEXT.brand, key: 'brand', adminOnly: true },
    { to: '/admin/i9', label: NAV_TEXT.i9, key: 'i9', permission: 'i9' },
    { to: '/admin/audit', label: CANDIDATES_TITLES.audit, key: 'audit' },
    { to: '/admin/self-identification', label: NAV_TEXT.selfId, key: 'selfId', adminOnly: true },
    { to: '/internal/doc-checks', label: NAV_TEXT.docChecks, key: 'doc-checks' },
  ] as const;

export function StaffNav({ current }: { current: ReturnType<typeof sectionsOf>[number]['key'] }) {
  // The role only decides what the nav offers; the server refuses non-admins itself.
  const sections = sectionsOf().filter(
    (s) =>
      (!('adminOnly' in s) || pageState.role === 'admin') &&
      (!('permission' in s) || (pageState.permissions ?? []).includes(s.permission)),
  );
  return (
    <nav aria-label={NAV_TEXT.label} className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        {sections.map((s) => (
          <li className="nav-item" key={s.key}>
            <Link
              to={s.to}
              className={`nav-link${s.key === current ? ' active' : ''}`}
              aria-current={s.key === current ? 'page' : undefined}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
