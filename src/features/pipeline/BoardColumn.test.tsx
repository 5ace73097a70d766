/**
 * A column as a drop target: only a dragged card of the board counts; over a column that takes
 * it the column is marked and the drop hands the card on; Withdrawn refuses it and says so.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { DRAG_TYPE } from './BoardCard';
import { BoardColumn } from './BoardColumn';

function dragOf(data: Record<string, string>) {
  return { types: Object.keys(data), getData: (type: string) => data[type] ?? '', dropEffect: 'none' };
}

function renderColumn(accepts: boolean) {
  const dropped = jest.fn();
  const refused = jest.fn();
  render(
    <BoardColumn
      status={accepts ? 'Interview' : 'Withdrawn'}
      count={0}
      accepts={accepts}
      onDropCard={dropped}
      onRefused={refused}
    >
      {null}
    </BoardColumn>,
  );
  return { dropped, refused, column: screen.getByRole('region') };
}

describe('board column as a drop target', () => {
  test('When a card is dragged over and dropped, Then the column is marked meanwhile and hands the card on', () => {
    const { dropped, refused, column } = renderColumn(true);
    expect(screen.getByText('None')).toBeTruthy();
    const dataTransfer = dragOf({ [DRAG_TYPE]: '11' });
    // Taken: the browser is told a move may land here.
    expect(fireEvent.dragOver(column, { dataTransfer })).toBe(false);
    expect(dataTransfer.dropEffect).toBe('move');
    expect(column.classList.contains('board-column-over')).toBe(true);
    fireEvent.dragLeave(column);
    expect(column.classList.contains('board-column-over')).toBe(false);

    fireEvent.dragOver(column, { dataTransfer });
    fireEvent.drop(column, { dataTransfer });
    expect(dropped).toHaveBeenCalledWith(11);
    expect(refused).not.toHaveBeenCalled();
    expect(column.classList.contains('board-column-over')).toBe(false);
  });

  test('When something else is dragged (a file, a text), Then the column ignores it', () => {
    const { dropped, refused, column } = renderColumn(true);
    const dataTransfer = dragOf({ 'text/plain': 'Casey Morgan' });
    // Not taken: the browser's own handling goes on.
    expect(fireEvent.dragOver(column, { dataTransfer })).toBe(true);
    fireEvent.drop(column, { dataTransfer });
    expect(column.classList.contains('board-column-over')).toBe(false);
    expect(dropped).not.toHaveBeenCalled();
    expect(refused).not.toHaveBeenCalled();
  });

  test('When a card is dropped on a column staff may not move to, Then it is refused and not handed on', () => {
    const { dropped, refused, column } = renderColumn(false);
    const dataTransfer = dragOf({ [DRAG_TYPE]: '11' });
    fireEvent.dragOver(column, { dataTransfer });
    expect(dataTransfer.dropEffect).toBe('none');
    expect(column.classList.contains('board-column-over')).toBe(false);
    fireEvent.drop(column, { dataTransfer });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
