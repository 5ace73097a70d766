/**
 * The drawing surface of a signature: a stroke hands on the drawing as a PNG, a mere tap does not,
 * and Clear wipes it and withdraws it; without a 2D canvas nothing is drawn and nothing handed on.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignaturePad } from './SignaturePad';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** A 2D context that records the strokes (jsdom has no canvas of its own). */
function fakeCanvas() {
  const drawn: string[] = [];
  const ctx = {
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
    beginPath: () => drawn.push('begin'),
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => drawn.push('stroke'),
    clearRect: () => drawn.push('clear'),
  };
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toDataURL = () => PNG;
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
  return { drawn, ctx };
}

describe('signature pad', () => {
  test('When a line is drawn, Then the drawing is handed on as a PNG, once the pen is lifted', () => {
    const { drawn, ctx } = fakeCanvas();
    const changed = jest.fn();
    render(<SignaturePad onChange={changed} />);
    const pad = screen.getByLabelText('Signature drawing area') as HTMLCanvasElement;
    expect([pad.width, pad.height, ctx.lineWidth]).toEqual([600, 200, 3]);

    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 20 });
    expect(changed).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad);
    expect(changed).toHaveBeenCalledWith(PNG);
    expect(drawn).toEqual(['begin', 'stroke', 'stroke']);
    // Moving without the pen down draws nothing more.
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 30 });
    expect(drawn).toHaveLength(3);
  });

  test('When the pad is only tapped, Then nothing is handed on; Clear wipes it and withdraws the signature', async () => {
    const { drawn } = fakeCanvas();
    const changed = jest.fn();
    render(<SignaturePad onChange={changed} />);
    const pad = screen.getByLabelText('Signature drawing area');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(pad);
    expect(changed).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(drawn.at(-1)).toBe('clear');
    expect(changed).toHaveBeenCalledWith(null);
  });

  test('When the browser offers no 2D canvas, Then a stroke draws and hands on nothing', () => {
    HTMLCanvasElement.prototype.getContext = () => null;
    const changed = jest.fn();
    render(<SignaturePad onChange={changed} />);
    const pad = screen.getByLabelText('Signature drawing area');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 20 });
    fireEvent.pointerUp(pad);
    expect(changed).not.toHaveBeenCalled();
  });
});
