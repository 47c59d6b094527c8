import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { drawStrokes, PAD, type PadPoint, type Stroke, toPadPoint } from './pad-strokes.ts';

/**
 * A drawing pad for a handwritten signature: mouse, pen and finger through pointer events, with
 * undo and clear. Strokes are kept as points, so the drawing stays sharp at any screen size.
 */
export function SignaturePad({
  strokes,
  onChange,
  disabled = false,
}: {
  strokes: readonly Stroke[];
  onChange: (strokes: readonly Stroke[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('visual');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<PadPoint[] | null>(null);
  const latest = useRef(strokes);
  latest.current = strokes;

  const redraw = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.clearRect(0, 0, width, height);
    const all = current.current ? [...latest.current, current.current] : latest.current;
    drawStrokes(context, all, width / PAD.width);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw reads the latest strokes by ref.
  useEffect(() => {
    redraw();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [strokes]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) =>
    toPadPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = [pointAt(event)];
    redraw();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!current.current) return;
    // Coalesced events keep fast strokes smooth on touch screens and pens.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    const box = event.currentTarget.getBoundingClientRect();
    for (const each of events) current.current.push(toPadPoint(each.clientX, each.clientY, box));
    redraw();
  };
  const onPointerUp = () => {
    if (!current.current) return;
    const stroke = current.current;
    current.current = null;
    onChange([...latest.current, stroke]);
  };

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'grey.50',
          overflow: 'hidden',
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={t('pad.label')}
          data-testid="signature-pad"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: `${PAD.width} / ${PAD.height}`,
            touchAction: 'none',
            cursor: disabled ? 'default' : 'crosshair',
          }}
        />
        {/* The line to sign on, as on paper. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: '8%',
            right: '8%',
            bottom: '22%',
            borderBottom: '1px dashed',
            borderColor: 'grey.400',
            pointerEvents: 'none',
          }}
        />
        {strokes.length === 0 && (
          <Typography
            aria-hidden
            color="text.secondary"
            variant="body2"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            {t('pad.hint')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <AppButton
          kind="text"
          size="small"
          onClick={() => onChange(strokes.slice(0, -1))}
          disabled={disabled || strokes.length === 0}
        >
          {t('pad.undo')}
        </AppButton>
        <AppButton
          kind="text"
          size="small"
          onClick={() => onChange([])}
          disabled={disabled || strokes.length === 0}
        >
          {t('pad.clear')}
        </AppButton>
      </Stack>
    </Stack>
  );
}
