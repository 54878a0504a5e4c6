const PATHS = {
  dashboard: 'M4 13h7V4H4zm9 7h7v-9h-7zM4 20h7v-5H4zm9-16v5h7V4z',
  schedules: 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 7h14v10H5z',
  quotations: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5M9 12h8M9 16h8',
  bookings: 'M3 7l9-4 9 4v10l-9 4-9-4zm9 4l9-4M12 11L3 7m9 4v10',
  track: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  organizations: 'M3 21V7l6-4v18m0 0h12V10l-6-3M13 11h2m-2 4h2M6 9h1m-1 4h1m-1 4h1',
  reports: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6m2 16h3a6 6 0 0 0-4-5.6',
  leaf: 'M5 21c0-9 5-15 16-16-1 11-7 16-14 16m-2 0l8-8',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-8 10a8 8 0 0 1 16 0',
  menu: 'M3 6h18M3 12h18M3 18h18',
  chevron: 'M6 9l6 6 6-6',
  logout: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5m5 5H3',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  switchBack: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
