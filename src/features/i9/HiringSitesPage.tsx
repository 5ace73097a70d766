/**
 * /admin/i9/sites: the hiring sites with their E-Verify enrolment and calendar; I-9 staff add one
 * or change one (step-up, asked by the server). Staff without the permission read why.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { HiringSite } from '../../../common/hiring-sites';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { pageState } from '../../lib/page-state';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { SITES_TEXT as TEXT } from './site-messages';
import { SiteForm } from './SiteForm';
import { fetchHiringSites } from './sites-api';
import { I9_STAFF_TEXT } from './staff-messages';

const calendarOf = (site: HiringSite) =>
  `${site.calendar.openWeekends ? I9_STAFF_TEXT.calendarWeekends : I9_STAFF_TEXT.calendarWeekdays}${
    site.calendar.federalHolidays ? `, ${I9_STAFF_TEXT.calendarHolidays}` : ''
  }`;

function SiteTable({ sites, onEdit }: { sites: HiringSite[]; onEdit: (site: HiringSite) => void }) {
  if (sites.length === 0) return <p>{TEXT.empty}</p>;
  return (
    <Table striped className="align-middle stack-table" data-testid="hiring-sites">
      <thead>
        <tr>
          <th scope="col">{TEXT.name}</th>
          <th scope="col">{TEXT.address}</th>
          <th scope="col">{TEXT.everify}</th>
          <th scope="col">{TEXT.calendar}</th>
          <th scope="col">
            <span className="visually-hidden">{TEXT.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site.id} data-testid="hiring-site">
            <th scope="row">{site.name}</th>
            <td data-label={TEXT.address}>{site.address || '—'}</td>
            <td data-label={TEXT.everify}>{site.everify ? TEXT.yes : TEXT.no}</td>
            <td data-label={TEXT.calendar}>{calendarOf(site)}</td>
            <td>
              <Button variant="outline-primary" size="sm" id={`site-edit-${site.id}`} onClick={() => onEdit(site)}>
                {TEXT.edit}
                <span className="visually-hidden"> {site.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function HiringSitesPage() {
  const allowed = (pageState.permissions ?? []).includes('i9');
  const state = useLoad(useCallback((signal: AbortSignal) => fetchHiringSites(signal), []));
  const [editing, setEditing] = useState<HiringSite | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const edit = (site: HiringSite) => {
    setSaved(null);
    setEditing(site);
    requestAnimationFrame(() => document.getElementById('site-name')?.focus());
  };
  const stopEditing = () => {
    const id = editing?.id;
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(`site-edit-${id}`)?.focus());
  };
  const onSaved = (site: HiringSite, added: boolean) => {
    state.update((sites) => (added ? [...sites, site] : sites.map((s) => (s.id === site.id ? site : s))));
    setEditing(null);
    setSaved(added ? TEXT.added(site.name) : TEXT.saved(site.name));
  };

  return (
    <>
      <p className="mb-2">
        <Link to="/admin/i9">{TEXT.backToList}</Link>
      </p>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="i9" />
      {!allowed ? (
        <FailureAlert message={I9_STAFF_TEXT.notAllowed} />
      ) : state.status === 'loading' ? (
        <Spinner label={TEXT.loading} />
      ) : state.status === 'error' ? (
        <FailureAlert message={TEXT.loadFailed} error={state.error} />
      ) : (
        <>
          {saved ? (
            <Alert variant="success" ref={savedRef} tabIndex={-1} data-testid="site-saved">
              {saved}
            </Alert>
          ) : null}
          <SiteTable sites={state.data} onEdit={edit} />
          <SiteForm key={editing?.id ?? 'new'} site={editing} onSaved={onSaved} onCancel={stopEditing} />
        </>
      )}
    </>
  );
}
