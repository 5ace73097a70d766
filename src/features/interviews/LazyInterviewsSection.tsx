/**
 * The dashboard's Interviews card, whose content loads as its own chunk (the /overview budget):
 * meanwhile the card's frame and skeleton stand in its place, so nothing moves when it arrives.
 */
import { Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import { lazyOr } from '../../components/lazy-or';
import { SkeletonLines } from '../../components/Skeleton';
import { ENTRY_TEXT as TEXT } from './entry-messages';

function Frame() {
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="interviews-heading" aria-busy="true">
      <Card.Body>
        <div className="dashboard-section-head">
          <h2 id="interviews-heading" className="h5 mb-0">
            {TEXT.sectionHeading}
          </h2>
        </div>
        <div role="status">
          <span className="visually-hidden">{TEXT.sectionLoading}</span>
          <SkeletonLines className="one-line-skeleton" widths={['60%']} />
        </div>
      </Card.Body>
    </Card>
  );
}

const Section = lazyOr(
  () => import(/* webpackChunkName: 'interviews-section' */ './InterviewsSection').then((m) => m.InterviewsSection),
  Frame,
);

export function InterviewsSection() {
  return (
    <Suspense fallback={<Frame />}>
      <Section />
    </Suspense>
  );
}
