/** A console form while it loads: grey bars at the height of its fields, announced to screen readers. */
import { SkeletonLines } from '../../components/Skeleton';

export function FormLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <SkeletonLines widths={['40%', '100%', '100%', '100%', '100%', '100%']} className="staff-form-skeleton" />
    </div>
  );
}
