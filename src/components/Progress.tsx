/**
 * A progress bar named for screen readers. react-bootstrap puts the name props of a lone bar on
 * its track, not on the element with role progressbar; as the track's one child bar it carries them.
 */
import type { CSSProperties } from 'react';
import ProgressBar, { type ProgressBarProps } from 'react-bootstrap/ProgressBar';

export function Progress({
  now,
  max = 100,
  label,
  labelledBy,
  text,
  variant,
  moving = false,
  className,
  style,
  testId,
}: {
  now: number;
  max?: number;
  /** The bar's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** Shown inside the bar. */
  text?: string;
  variant?: ProgressBarProps['variant'];
  /** Striped and moving: the amount is not known yet. */
  moving?: boolean;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <ProgressBar className={className} style={style}>
      <ProgressBar
        now={now}
        max={max}
        label={text}
        variant={variant}
        animated={moving}
        aria-label={label}
        aria-labelledby={labelledBy}
        data-testid={testId}
      />
    </ProgressBar>
  );
}
