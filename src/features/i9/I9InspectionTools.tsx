/** The list page's inspection tools: the export for I-9 staff, and the retention section for admins. */
import { pageState } from '../../lib/page-state';
import { InspectionExportForm } from './InspectionExportForm';
import { RetentionSection } from './RetentionSection';

export function I9InspectionTools() {
  // The role and permission only decide what the page offers; the server refuses anyone else itself.
  return (
    <>
      {(pageState.permissions ?? []).includes('i9') ? <InspectionExportForm /> : null}
      {pageState.role === 'admin' ? <RetentionSection /> : null}
    </>
  );
}
