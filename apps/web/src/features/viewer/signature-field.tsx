import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons.tsx';
import { fieldLabelSx } from './field-label.ts';
import {
  type FieldBox,
  moveField,
  type PageSize,
  pixelsToPoints,
  pointsToPixels,
  resizeField,
} from './page-geometry.ts';

/** Arrow keys move or resize by this many points; with Alt by one point for fine work. */
const KEY_STEP_PT = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  mode: 'move' | 'resize';
  pointerX: number;
  pointerY: number;
  start: FieldBox;
}

/**
 * One signer's field in placement mode: drag to move, drag the corner to resize; focused, the
 * arrow keys move it, Shift with the arrow keys resizes it, Delete removes it.
 */
export function EditableField({
  box,
  page,
  ratio,
  color,
  name,
  pageLabel,
  selected,
  focus = false,
  onChange,
  onSelect,
  onRemove,
}: {
  box: FieldBox;
  page: PageSize;
  ratio: number;
  color: string;
  name: string;
  pageLabel: string;
  selected: boolean;
  /** Take the focus and scroll into view (a field just added from the keyboard). */
  focus?: boolean;
  onChange: (box: FieldBox) => void;
  onSelect: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('viewer');
  const drag = useRef<Drag | null>(null);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    element.current?.focus({ preventScroll: true });
    element.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focus]);
  const px = pointsToPixels(box, ratio);

  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    drag.current = { mode, pointerX: event.clientX, pointerY: event.clientY, start: box };
    onSelect();
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const delta = pixelsToPoints(
      {
        x: event.clientX - current.pointerX,
        y: event.clientY - current.pointerY,
        width: 0,
        height: 0,
      },
      ratio,
    );
    onChange(
      current.mode === 'move'
        ? moveField(current.start, delta.x, delta.y, page)
        : resizeField(current.start, delta.x, delta.y, page),
    );
  };
  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.altKey ? 1 : KEY_STEP_PT;
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    onChange(event.shiftKey ? resizeField(box, dx, dy, page) : moveField(box, dx, dy, page));
  };

  return (
    <Box
      ref={element}
      role="button"
      tabIndex={0}
      aria-label={t('field.aria', { name, page: pageLabel })}
      aria-pressed={selected}
      data-testid="signature-field"
      onPointerDown={begin('move')}
      onPointerMove={follow}
      onPointerUp={end}
      onPointerCancel={end}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      sx={{
        position: 'absolute',
        left: px.x,
        top: px.y,
        width: px.width,
        height: px.height,
        border: 2,
        borderStyle: 'solid',
        borderColor: color,
        borderRadius: 1.5,
        bgcolor: `${color}26`,
        cursor: 'move',
        touchAction: 'none',
        userSelect: 'none',
        display: 'grid',
        placeItems: 'center',
        boxShadow: selected ? `0 0 0 3px ${color}55, 0 6px 18px rgba(27, 36, 55, 0.18)` : 'none',
        transition: 'box-shadow 120ms',
        '&:focus-visible': { outline: '3px solid #1b2437', outlineOffset: 3 },
      }}
    >
      <Typography
        variant="caption"
        title={t('field.placeholder', { name })}
        data-testid="signature-field-label"
        sx={fieldLabelSx(px.height)}
      >
        {t('field.placeholder', { name })}
      </Typography>
      {selected && (
        <IconButton
          size="small"
          aria-label={t('field.remove', { name })}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
          sx={{
            position: 'absolute',
            top: -14,
            right: -14,
            width: 28,
            height: 28,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon sx={{ fontSize: 16 }} />
        </IconButton>
      )}
      <Box
        aria-hidden
        data-testid="signature-field-resize"
        onPointerDown={begin('resize')}
        onPointerMove={follow}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{
          position: 'absolute',
          right: -7,
          bottom: -7,
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: color,
          border: '2px solid #fff',
          cursor: 'nwse-resize',
          touchAction: 'none',
        }}
      />
    </Box>
  );
}
