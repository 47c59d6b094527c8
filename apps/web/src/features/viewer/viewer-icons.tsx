import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material Design icon paths (Apache-2.0), inlined as in components/icons.tsx.
function icon(path: string, name: string) {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}

export const ArrowBackIcon = icon(
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
  'ArrowBackIcon',
);
export const SendIcon = icon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2z', 'SendIcon');
export const InfoIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z',
  'InfoIcon',
);
export const BellIcon = icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  'BellIcon',
);
export const PlaceIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'PlaceIcon',
);
export const BlockIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8',
  'BlockIcon',
);
export const UndoIcon = icon(
  'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8',
  'UndoIcon',
);
export const DownloadIcon = icon('M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z', 'DownloadIcon');
