/**
 * The employer's hero image on the landing page and /jobs (none: nothing). Its width and height
 * reserve its box before it loads (no layout shift); its alternative text is the admin's.
 */
import { useBrand } from '../lib/brand-state';

export function BrandHero() {
  const { hero } = useBrand();
  if (!hero) return null;
  return (
    <img
      className="brand-hero mb-4"
      src={hero.url}
      alt={hero.alt}
      width={hero.width}
      height={hero.height}
      data-testid="brand-hero"
    />
  );
}
