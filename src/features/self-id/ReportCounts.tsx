/** The report's counts for one scope: none when too few or withheld (and why), else each question's table. */
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { type ReportCell, type SelfIdReport, selfIdOptionLabel } from '../../../common/self-id';
import { REPORT_TEXT as TEXT } from './messages';

function Cell({ cell }: { cell: ReportCell }) {
  return 'count' in cell ? (
    <td className="text-end text-nowrap">{cell.count}</td>
  ) : (
    <td className="text-end text-nowrap fst-italic text-body-secondary">{TEXT.hidden}</td>
  );
}

export function ReportCounts({ report }: { report: SelfIdReport }) {
  if (report.status !== 'shown') {
    const fewer = report.status === 'fewer than 5';
    return (
      <Alert variant="secondary" data-testid="report-none">
        <Alert.Heading as="h3" className="h6">
          {fewer ? TEXT.fewerTitle : TEXT.withheldTitle}
        </Alert.Heading>
        <p className="mb-0">{fewer ? TEXT.fewer : TEXT.withheld(report.jobOrderId !== null)}</p>
      </Alert>
    );
  }
  return (
    <>
      <dl className="row mb-3" data-testid="report-totals">
        <dt className="col-6 col-sm-3">{TEXT.applications}</dt>
        <dd className="col-6 col-sm-9">{report.applications}</dd>
      </dl>
      <p className="small text-body-secondary mb-1">{TEXT.note}</p>
      <p className="small text-body-secondary">{TEXT.notAnswered}</p>
      <div className="row">
        {report.questions.map((q) => (
          <div className="col-lg-6" key={q.question}>
            <Table size="sm" className="mb-4" data-testid={`report-${q.question}`}>
              <caption className="caption-top fw-semibold text-body">{q.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.option}</th>
                  <th scope="col" className="text-end">
                    {TEXT.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.cells.map((c) => (
                  <tr key={c.option}>
                    <th scope="row" className="fw-normal">
                      {selfIdOptionLabel(c.option)}
                    </th>
                    <Cell cell={c.cell} />
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ))}
      </div>
    </>
  );
}
