/**
 * Form I-9 for inspections and retention (docs/product.md §4.19): the I-9 staff's export of the
 * forms, and the admins' purge of the forms whose retention date has passed.
 */
import type { RequestInfo } from '../../lib/request-info';
import { exportForInspection, type InspectionExportDeps } from './inspection-export';
import { createRetention, type RetentionDeps } from './retention-purge';

export function createI9Inspection(deps: Omit<InspectionExportDeps, 'staffName'> & RetentionDeps) {
  const exportDeps: InspectionExportDeps = { ...deps, staffName: (id) => deps.repo.staffName(id) };
  return {
    /** GET /api/staff/i9/export?from&to: the ZIP of inspection copies (null: the person went away meanwhile). */
    export: (query: unknown, actorId: number, info: RequestInfo, signal?: AbortSignal) =>
      exportForInspection(exportDeps, query, actorId, info, signal),
    ...createRetention(deps),
  };
}

export type I9Inspection = ReturnType<typeof createI9Inspection>;
