/** Design tokens: the only source of colours, sizes and fonts for styled components. */
const UNIT = 8; // spacing unit 8 px (docs/product/constants.md#interface-constants)

export const theme = {
  spacingUnit: UNIT,
  /** `spacing(2)` → "16px"; several values → "8px 16px". */
  spacing: (...steps: number[]): string => steps.map((s) => `${s * UNIT}px`).join(' '),
  grid: { columns: 24, gutter: `${2 * UNIT}px` }, // 24-column grid
  colors: {
    navy: '#0b1f3a',
    navyLight: '#16325c',
    navyText: '#c7d3e6',
    accent: '#0f766e', // teal, AA contrast with white text
    accentHover: '#115e59',
    accentSoft: '#ccfbf1',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fee4e2',
    text: '#0f172a',
    textMuted: '#526077',
    border: '#d9e0ea',
    background: '#f3f6fa',
    surface: '#ffffff',
    focus: '#2dd4bf',
    overlay: 'rgba(11, 31, 58, 0.45)',
    badge: '#f59e0b',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', hero: '72px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    popover: '0 8px 24px rgba(15, 23, 42, 0.18)',
  },
  layout: { headerHeight: '64px', menuCollapsed: '72px', menuExpanded: '264px' },
  zIndex: { menu: 100, header: 110, popover: 200, mask: 900, modal: 1000 },
  transitions: { fast: '120ms ease-out' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
