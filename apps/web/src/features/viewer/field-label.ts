import type { SxProps, Theme } from '@mui/material/styles';

const LINE_HEIGHT = 1.2;

/** The label's font size in a field drawn `heightPx` tall: 10 to 14 px. */
export function fieldFontSize(heightPx: number): number {
  return Math.max(10, Math.min(14, heightPx / 6));
}

/** How many lines of the label fit in a field drawn `heightPx` tall (at least one). */
export function fieldLabelLines(heightPx: number, fontSize: number): number {
  return Math.max(1, Math.floor((heightPx - 6) / (fontSize * LINE_HEIGHT)));
}

/**
 * A field's label stays inside the field (issue 20: labels overflowed at 375 px): it wraps, even
 * inside a long address, and what does not fit ends in an ellipsis; the whole text is its title.
 */
export function fieldLabelSx(heightPx: number): SxProps<Theme> {
  const fontSize = fieldFontSize(heightPx);
  return {
    fontSize,
    fontWeight: 600,
    color: '#1b2437',
    textAlign: 'center',
    lineHeight: LINE_HEIGHT,
    px: 1,
    maxWidth: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: fieldLabelLines(heightPx, fontSize),
  };
}
