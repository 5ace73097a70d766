import type { ScreenAction } from '../route-types';
import { ComingSoon } from './ComingSoon';

/** A route action for a screen that has not shipped yet. */
export function comingSoon(title: string): ScreenAction {
  return () => ({ title, component: <ComingSoon title={title} /> });
}
