import type { ReactNode } from 'react';

export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-4">
      <h1 className="h2">{title}</h1>
      {lead ? <p className="lead text-body-secondary">{lead}</p> : null}
    </header>
  );
}
