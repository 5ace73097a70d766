import { useEffect, useRef } from 'react';
import { ESIGN_TEXT } from './messages';

/** Output size of a drawn signature (small enough for the 100 KB JSON limit). */
const OUT_WIDTH = 600;
const OUT_HEIGHT = 200;

/**
 * A drawing surface for a handwritten signature (mouse, touch, stylus via pointer events).
 * Typing the name is the keyboard alternative, offered beside it by the signing page.
 */
export function SignaturePad({ onChange }: { onChange: (pngDataUrl: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const dirty = useRef(false);

  useEffect(() => {
    const c = canvas.current!;
    c.width = OUT_WIDTH;
    c.height = OUT_HEIGHT;
    const ctx = c.getContext('2d')!;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#0d1b5e';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) / rect.width) * OUT_WIDTH,
      y: ((e.clientY - rect.top) / rect.height) * OUT_HEIGHT,
    };
  };

  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
    drawing.current = true;
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    dirty.current = true;
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (dirty.current) onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    dirty.current = false;
    onChange(null);
  };

  return (
    <div>
      <p className="form-text mt-0" id="signature-draw-hint">
        {ESIGN_TEXT.drawHint}
      </p>
      <canvas
        ref={canvas}
        className="signature-pad"
        aria-label={ESIGN_TEXT.drawLabel}
        aria-describedby="signature-draw-hint"
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <button type="button" className="btn btn-link btn-sm px-0" onClick={clear}>
        {ESIGN_TEXT.clear}
      </button>
    </div>
  );
}
