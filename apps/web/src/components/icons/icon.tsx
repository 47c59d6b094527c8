import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material Design icon paths (Apache-2.0), inlined so each screen ships only the icons it draws.
export function icon(path: string, name: string) {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}
