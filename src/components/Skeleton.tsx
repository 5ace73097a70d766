/** Grey bars standing in for text while it loads, at the height of the lines they replace. */
export function SkeletonLines({ widths, className = '' }: { widths: string[]; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      {widths.map((width, i) => (
        <span key={i} className="skeleton-line" style={{ width }} />
      ))}
    </div>
  );
}
