/**
 * Up and down buttons that move a template in the order candidates see their documents. Focus
 * stays on the pressed button (or its partner at the ends of the list) after the list reorders.
 */
import { useEffect, useRef } from 'react';
import type { StaffTemplate } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { useAction } from '../staff';
import { reorderTemplates } from './api';
import { TEMPLATES_TEXT as TEXT } from './messages';

export function TemplateOrderButtons({
  templates,
  index,
  onOrdered,
}: {
  templates: StaffTemplate[];
  index: number;
  onOrdered: (templates: StaffTemplate[]) => void;
}) {
  const template = templates[index]!;
  const action = useAction(TEXT.moveFailed);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<'up' | 'down' | null>(null);
  const first = index === 0;
  const last = index === templates.length - 1;

  useEffect(() => {
    if (!refocus.current || action.busy) return;
    const wanted = refocus.current === 'up' ? (first ? down : up) : last ? up : down;
    refocus.current = null;
    wanted.current?.focus();
  }, [index, first, last, action.busy]);

  const move = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = templates.map((t) => t.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    refocus.current = direction;
    action.run(
      () => reorderTemplates(ids),
      (ordered) => {
        onOrdered(ordered);
        const place = ordered.findIndex((t) => t.id === template.id) + 1;
        return TEXT.moved(template.formTitle, place, ordered.length);
      },
      direction,
    );
  };

  return (
    <div className="d-flex align-items-center gap-1">
      <BusyButton
        ref={up}
        variant="outline-secondary"
        size="sm"
        ariaLabel={TEXT.moveUp(template.formTitle)}
        busy={action.isPending('up')}
        disabled={first || action.busy}
        onClick={() => move('up')}
      >
        <span aria-hidden="true">↑</span>
      </BusyButton>
      <BusyButton
        ref={down}
        variant="outline-secondary"
        size="sm"
        ariaLabel={TEXT.moveDown(template.formTitle)}
        busy={action.isPending('down')}
        disabled={last || action.busy}
        onClick={() => move('down')}
      >
        <span aria-hidden="true">↓</span>
      </BusyButton>
      <span role="status" className="visually-hidden">
        {action.message}
      </span>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </div>
  );
}
