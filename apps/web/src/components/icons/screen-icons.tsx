import { icon } from './icon.tsx';

// The icons of the other screens, in a module of their own so that /login does not carry them.
export const PersonIcon = /*#__PURE__*/ icon(
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  'PersonIcon',
);

export const InboxIcon = /*#__PURE__*/ icon(
  'M19 3H4.99c-1.11 0-1.98.89-1.98 2L3 19c0 1.1.88 2 1.99 2H19c1.1 0 2-.9 2-2V5c0-1.11-.9-2-2-2m0 12h-4c0 1.66-1.35 3-3 3s-3-1.34-3-3H4.99V5H19z',
  'InboxIcon',
);

export const LogoutIcon = /*#__PURE__*/ icon(
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
  'LogoutIcon',
);

export const TuneIcon = /*#__PURE__*/ icon(
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z',
  'TuneIcon',
);

export const TranslateIcon = /*#__PURE__*/ icon(
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  'TranslateIcon',
);

export const EditIcon = /*#__PURE__*/ icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'EditIcon',
);

export const MailIcon = /*#__PURE__*/ icon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 14H4V8l8 5 8-5zm-8-7L4 6h16z',
  'MailIcon',
);

export const UploadIcon = /*#__PURE__*/ icon('M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z', 'UploadIcon');

export const DocumentIcon = /*#__PURE__*/ icon(
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  'DocumentIcon',
);

export const CheckCircleIcon = /*#__PURE__*/ icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  'CheckCircleIcon',
);

export const ErrorOutlineIcon = /*#__PURE__*/ icon(
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'ErrorOutlineIcon',
);

export const LockClockIcon = /*#__PURE__*/ icon(
  'M14.5 14.2l2.9 1.7-.8 1.3L13 15v-5h1.5zM22 14c0 4.41-3.59 8-8 8-2.02 0-3.86-.76-5.27-2H4c-1.15 0-2-.85-2-2V9c0-1.12.89-1.96 2-2v-.5C4 4.01 6.01 2 8.5 2c2.34 0 4.24 1.79 4.46 4.08.34-.05.69-.08 1.04-.08 4.41 0 8 3.59 8 8M6 7h5v-.74C10.88 4.99 9.8 4 8.5 4 7.12 4 6 5.12 6 6.5zm14 7c0-3.31-2.69-6-6-6s-6 2.69-6 6 2.69 6 6 6 6-2.69 6-6',
  'LockClockIcon',
);

export const TimerOffIcon = /*#__PURE__*/ icon(
  'M15 1H9v2h6zm-4 8v.86l2 2V8h-2zm8.03-1.61 1.42-1.42c-.43-.51-.9-.99-1.41-1.41l-1.42 1.42C16.07 4.74 14.12 4 12 4c-1.62 0-3.15.43-4.45 1.18l1.46 1.46C9.93 6.23 10.94 6 12 6c3.87 0 7 3.13 7 7 0 1.06-.23 2.07-.63 2.99l1.46 1.46C20.57 16.15 21 14.62 21 13c0-2.12-.74-4.07-1.97-5.61M2.81 2.81 1.39 4.22l3.4 3.4C3.67 9.13 3 10.98 3 13c0 4.97 4.02 9 9 9 2.02 0 3.87-.67 5.38-1.79l2.4 2.4 1.41-1.41zM12 20c-3.87 0-7-3.13-7-7 0-1.44.44-2.77 1.18-3.89l9.71 9.71C14.77 19.56 13.44 20 12 20',
  'TimerOffIcon',
);

export const SmsIcon = /*#__PURE__*/ icon(
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M9 11H7V9h2zm4 0h-2V9h2zm4 0h-2V9h2z',
  'SmsIcon',
);

export const PhoneIphoneIcon = /*#__PURE__*/ icon(
  'M15.5 1h-8C6.12 1 5 2.12 5 3.5v17C5 21.88 6.12 23 7.5 23h8c1.38 0 2.5-1.12 2.5-2.5v-17C18 2.12 16.88 1 15.5 1m-4 21c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m4.5-4H7V4h9z',
  'PhoneIphoneIcon',
);

export const BadgeIcon = /*#__PURE__*/ icon(
  'M20 7h-5V4c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2M9 12c.83 0 1.5.67 1.5 1.5S9.83 15 9 15s-1.5-.67-1.5-1.5S8.17 12 9 12m3 6H6v-.75c0-1 2-1.5 3-1.5s3 .5 3 1.5zm1-9h-2V4h2zm5 7.5h-4V15h4zm0-3h-4V12h4z',
  'BadgeIcon',
);

export const CreditCardOffIcon = /*#__PURE__*/ icon(
  'M21.9 21.9 2.1 2.1.69 3.51 2.13 4.95C2.05 5.28 2 5.63 2 6v12c0 1.11.89 2 2 2h13.17l3.32 3.32zM4 12V8h3.17l4 4zm0 6v-2h9.17l2 2zM6.83 4H20c1.11 0 2 .89 2 2v12c0 .34-.08.66-.23.94L20 17.17V12h-5.17l-4-4H20V6H8.83z',
  'CreditCardOffIcon',
);

export const VerifiedUserIcon = /*#__PURE__*/ icon(
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm-2 16-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9z',
  'VerifiedUserIcon',
);

export const DownloadIcon = /*#__PURE__*/ icon(
  'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z',
  'DownloadIcon',
);

export const BlockIcon = /*#__PURE__*/ icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8',
  'BlockIcon',
);

export const GppBadIcon = /*#__PURE__*/ icon(
  'M12 2 4 5v6.09c0 5.05 3.41 9.76 8 10.91 4.59-1.15 8-5.86 8-10.91V5zm3.5 12.09-1.41 1.41L12 13.41 9.91 15.5 8.5 14.09 10.59 12 8.5 9.91 9.91 8.5 12 10.59l2.09-2.09 1.41 1.41L13.41 12z',
  'GppBadIcon',
);

export const ArrowBackIcon = /*#__PURE__*/ icon(
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
  'ArrowBackIcon',
);

export const SendIcon = /*#__PURE__*/ icon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2z', 'SendIcon');

export const InfoIcon = /*#__PURE__*/ icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z',
  'InfoIcon',
);

export const BellIcon = /*#__PURE__*/ icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  'BellIcon',
);

export const UndoIcon = /*#__PURE__*/ icon(
  'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8',
  'UndoIcon',
);

export const BusinessIcon = /*#__PURE__*/ icon(
  'M4 21V3h10v4h6v14zm2-2h2v-2H6zm0-4h2v-2H6zm0-4h2V9H6zm0-4h2V5H6zm4 12h2v-2h-2zm0-4h2v-2h-2zm0-4h2V9h-2zm0-4h2V5h-2zm4 12h4v-2h-4zm0-4h4v-2h-4zm0-4h4V9h-4z',
  'BusinessIcon',
);

export const SearchIcon = /*#__PURE__*/ icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  'SearchIcon',
);

export const PersonAddIcon = /*#__PURE__*/ icon(
  'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  'PersonAddIcon',
);

export const HourglassIcon = /*#__PURE__*/ icon(
  'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2zm10 14.5V20H8v-3.5l4-4zm-4-5-4-4V4h8v3.5z',
  'HourglassIcon',
);

export const ZoomInIcon = /*#__PURE__*/ icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14m2.5-4h-2v2H9v-2H7V9h2V7h1v2h2z',
  'ZoomInIcon',
);

export const ZoomOutIcon = /*#__PURE__*/ icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14M7 9h5v1H7z',
  'ZoomOutIcon',
);

export const FitWidthIcon = /*#__PURE__*/ icon(
  'M17 4h3c1.1 0 2 .9 2 2v2h-2V6h-3zM4 8V6h3V4H4c-1.1 0-2 .9-2 2v2zm16 8v2h-3v2h3c1.1 0 2-.9 2-2v-2zM7 18H4v-2H2v2c0 1.1.9 2 2 2h3zM18 8H6v8h12z',
  'FitWidthIcon',
);

export const PlaceIcon = /*#__PURE__*/ icon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5',
  'PlaceIcon',
);
