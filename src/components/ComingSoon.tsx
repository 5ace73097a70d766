import { PageHeading } from './PageHeading';

/** A screen whose feature has not shipped yet: its title and a plain line, never fake data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <PageHeading title={title} />
      <p>This screen is coming soon.</p>
    </section>
  );
}
