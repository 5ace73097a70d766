/** Who I am: the candidate record (docs/product.md §3) at a glance; its frame and Edit link are in OverviewPage. */
import type { CandidateRecord } from '../../../common/candidates';
import { Link } from '../../components/Link';
import { formatDate } from '../../lib/format';
import { WHO_TEXT } from './section-messages';
import Badge from 'react-bootstrap/Badge';
import { formatDollars } from '../../../common/numbers';

const TOP_SKILLS = 6;

function formatRate(dollars: number | null): string {
  return dollars === null ? WHO_TEXT.noRate : WHO_TEXT.perHour(formatDollars(dollars));
}

function Details({ record }: { record: CandidateRecord }) {
  const { contact, preferences } = record;
  const type = preferences.desiredWorkType.consultType;
  const rows: [string, string][] = [
    [WHO_TEXT.email, contact.email.home],
    [WHO_TEXT.phone, contact.phone.home ?? WHO_TEXT.noPhone],
    [WHO_TEXT.home, record.homeLocation ?? WHO_TEXT.noHome],
    [WHO_TEXT.workType, WHO_TEXT.workTypes[type]],
    [WHO_TEXT.rate, formatRate(preferences.desiredCompensation.hourlyRateMinimum)],
  ];
  return (
    <dl className="small mb-2">
      {rows.map(([term, value]) => (
        <div key={term} className="row">
          <dt className="col-4 fw-normal text-body-secondary">{term}</dt>
          <dd className="col-8 mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Record({ record }: { record: CandidateRecord }) {
  const { realTitle, currentCompany, preferences, skills } = record;
  const role =
    realTitle && currentCompany ? WHO_TEXT.role(realTitle, currentCompany) : realTitle || currentCompany || '';
  return (
    <>
      <p className="fs-5 fw-semibold mb-0" data-testid="formatted-name">
        {record.name.formattedName}
      </p>
      <p className="text-body-secondary mb-3">{role || '\u00a0'}</p>
      <Details record={record} />
      {preferences.updatedDate ? (
        <p className="small text-body-secondary mb-3" data-testid="profile-updated">
          {WHO_TEXT.updated(formatDate(preferences.updatedDate))}
        </p>
      ) : null}
      {skills.length ? (
        <>
          <h3 className="h6">{WHO_TEXT.skills}</h3>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 skill-pills" data-testid="top-skills">
            {skills.slice(0, TOP_SKILLS).map((s) => (
              <Badge as="li" key={s.skillTag.skillTagId} pill bg="light" text="dark" className="border fw-normal fs-6">
                {s.skillTag.name} <span className="text-body-secondary">· {WHO_TEXT.months(s.totalMonthsUsed)}</span>
              </Badge>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A new candidate: say what to do first. */
function Empty({ record }: { record: CandidateRecord }) {
  return (
    <>
      <p className="fs-5 fw-semibold mb-0" data-testid="formatted-name">
        {record.name.formattedName}
      </p>
      <p className="text-body-secondary">{record.contact.email.home}</p>
      <h3 className="h6">{WHO_TEXT.emptyTitle}</h3>
      <p>{WHO_TEXT.emptyBody}</p>
      <Link className="btn btn-primary" to="/profile">
        {WHO_TEXT.completeProfile}
      </Link>
    </>
  );
}

export function WhoIAm({ record }: { record: CandidateRecord }) {
  return record.preferences.updatedDate ? <Record record={record} /> : <Empty record={record} />;
}
