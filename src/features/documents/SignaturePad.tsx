import { useEffect, useRef } from 'react';
import { ESIGN_TEXT } from './messages';
import FormText from 'react-bootstrap/FormText';
import Button from 'react-bootstrap/Button';

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
    // No 2D canvas (a browser that blocks it): the pad stays blank and typing the name still signs.
    const ctx = c.getContext('2d');
    if (!ctx) return;
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
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
    drawing.current = true;
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!drawing.current || !ctx) return;
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
    c.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    dirty.current = false;
    onChange(null);
  };

  return (
    <div>
      <FormText as="p" className="mt-0" id="signature-draw-hint">
        {ESIGN_TEXT.drawHint}
      </FormText>
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
      <Button type="button" variant="link" size="sm" className="px-0" onClick={clear}>
        {ESIGN_TEXT.clear}
      </Button>
    </div>
  );
}
