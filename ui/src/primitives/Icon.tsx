/** Inline SVG icons drawn for this site (24 × 24 grid, stroke-based so they inherit `currentColor`). */
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M7 7l10 10M17 7L7 17',
  search: 'M11 18a7 7 0 110-14 7 7 0 010 14zM16 16l4.5 4.5',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 5v6h-6',
  pause: 'M9 5v14M15 5v14',
  format: 'M4 6h16M4 10h10M4 14h16M4 18h10',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  play: 'M8 5.5v13l10-6.5z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  quote: 'M9.5 7H6a1 1 0 00-1 1v4h4v-1.5c0 1.8-.9 3.3-2.5 4.5M19 7h-3.5a1 1 0 00-1 1v4h4v-1.5c0 1.8-.9 3.3-2.5 4.5',
  facebook: 'M14 8h2.5V4.5H14A3.5 3.5 0 0010.5 8v2.5H8V14h2.5v6H14v-6h2.5l.5-3.5h-3V8z',
  youtube: 'M3.5 7.5A2.5 2.5 0 016 5h12a2.5 2.5 0 012.5 2.5v9A2.5 2.5 0 0118 19H6a2.5 2.5 0 01-2.5-2.5zM10 9v6l5-3z',
  linkedin: 'M4 4h16v16H4zM8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 015 0V17',
  instagram: 'M5 5h14v14H5zM12 15.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM16.5 7.5v.01',
  apple:
    'M15.5 4.5c-1 .2-2 1-2.3 2.3M12 8c-1.3-.8-4-1-5.3 1.3-1.6 2.7-.3 7.2 1.8 9 .9.7 1.7.5 2.5.1.8-.4 1.6-.4 2.4 0 .8.4 1.6.6 2.5-.1 1-.9 1.8-2.3 2.1-3.4-1.6-.6-2.4-2.2-2-3.9.2-.9.8-1.6 1.5-2-1.3-1.4-3.7-1.4-5.5-1z',
  android: 'M6 10h12v7a1 1 0 01-1 1H7a1 1 0 01-1-1zM6 9a6 6 0 0112 0zM9 6.5l-1.5-2M15 6.5l1.5-2M10 8v.01M14 8v.01M4 11v4M20 11v4',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps {
  readonly name: IconName;
  /** Pixel size of the square icon. */
  readonly size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  readonly title?: string;
  readonly className?: string;
}

export function Icon({ name, size = 20, title, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}
