/** A console list's filters: fields that apply as they change (no submit) and a button clearing them. */
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export function FilterForm(props: { label: string; clearLabel: string; onClear: () => void; children: ReactNode }) {
  return (
    <form className="row g-2 align-items-end mb-3" aria-label={props.label} onSubmit={(e) => e.preventDefault()}>
      {props.children}
      <div className="col-12">
        <Button type="button" variant="link" className="px-0" onClick={props.onClear}>
          {props.clearLabel}
        </Button>
      </div>
    </form>
  );
}
