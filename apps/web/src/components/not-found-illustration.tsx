import { BRAND } from '../lib/theme-constants.ts';

/** §2: the error screen's 404 illustration, 407 × 436. A lost document under a magnifier. */
export function NotFoundIllustration({ title }: { title: string }) {
  return (
    <svg
      width="407"
      height="436"
      viewBox="0 0 407 436"
      role="img"
      aria-label={title}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <ellipse cx="203" cy="404" rx="160" ry="18" fill="#dfe4f1" />
      <circle cx="203" cy="196" r="168" fill="#eef1f9" />
      <g transform="rotate(-6 170 200)">
        <path
          d="M88 70h148l52 52v236a10 10 0 0 1-10 10H88a10 10 0 0 1-10-10V80a10 10 0 0 1 10-10z"
          fill="#fff"
          stroke="#c7cfe4"
          strokeWidth="3"
        />
        <path d="M236 70v42a10 10 0 0 0 10 10h42" fill="#e6ebf7" stroke="#c7cfe4" strokeWidth="3" />
        <rect x="106" y="108" width="96" height="10" rx="5" fill="#d5dcee" />
        <rect x="106" y="132" width="150" height="8" rx="4" fill="#e3e8f4" />
        <rect x="106" y="150" width="136" height="8" rx="4" fill="#e3e8f4" />
        <rect x="106" y="168" width="150" height="8" rx="4" fill="#e3e8f4" />
        <text
          x="172"
          y="262"
          textAnchor="middle"
          fontFamily="Inter, Arial, sans-serif"
          fontSize="72"
          fontWeight="800"
          fill={BRAND.primary}
          opacity=".9"
        >
          404
        </text>
        <path
          d="M112 330c14-22 24-32 31-32 9 0 2 26 11 26 7 0 11-16 18-16 5 0 5 10 20 10"
          fill="none"
          stroke={BRAND.accent}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray="2 8"
        />
        <line x1="106" y1="342" x2="262" y2="342" stroke="#c7cfe4" strokeWidth="2" />
      </g>
      <g>
        <circle
          cx="290"
          cy="268"
          r="52"
          fill="#ffffff"
          fillOpacity=".55"
          stroke={BRAND.primary}
          strokeWidth="12"
        />
        <circle
          cx="290"
          cy="268"
          r="40"
          fill="none"
          stroke="#ffffff"
          strokeWidth="4"
          opacity=".8"
        />
        <path d="M327 305l46 46" stroke={BRAND.primary} strokeWidth="18" strokeLinecap="round" />
        <path
          d="M270 250a28 28 0 0 1 22-10"
          fill="none"
          stroke="#ffffff"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </g>
      <circle cx="60" cy="110" r="8" fill={BRAND.accent} opacity=".6" />
      <circle cx="352" cy="90" r="5" fill={BRAND.primaryLight} opacity=".6" />
      <circle cx="40" cy="300" r="5" fill={BRAND.primaryLight} opacity=".5" />
    </svg>
  );
}
