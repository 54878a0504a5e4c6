import { useId, useState, type ReactNode } from 'react';
import { Caption, Figure, Legend, Note, TableWrap, ToggleButton } from './chart-frame.styles';
import { ChartPatterns, Marker, patternFill, seriesColor, seriesDash, seriesMarker } from './palette';

export type LegendItem = { label: string; index: number; kind: 'fill' | 'line' };

export type ChartTable = {
  /** Header cells; the first names the row labels ("Month"). */
  columns: string[];
  rows: string[][];
};

export type ChartFrameProps = {
  title: string;
  /** One sentence a screen reader hears for the picture ("Bookings per month, peak 14 in March"). */
  summary: string;
  width: number;
  height: number;
  legend?: LegendItem[];
  table: ChartTable;
  /** Lines under the chart (marked intervals, the allowed band, a method note). */
  notes?: string[];
  /** Show the table visibly from the start (it is always there for screen readers). */
  tableShown?: boolean;
  children: (patternPrefix: string) => ReactNode;
  className?: string;
};

/**
 * The figure every chart draws in: a caption with a "Show table" toggle, the SVG as one named
 * image, a legend that shows pattern and dash as well as colour, and the numbers as a real table
 * (visually hidden until toggled, always read by screen readers).
 */
export function ChartFrame({ title, summary, width, height, legend, table, notes, tableShown = false, children, className }: ChartFrameProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [shown, setShown] = useState(tableShown);
  const prefix = `c${id}`;
  return (
    <Figure className={className} aria-labelledby={`${prefix}-caption`}>
      <Caption id={`${prefix}-caption`}>
        <span>{title}</span>
        <ToggleButton type="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide table' : 'Show table'}
        </ToggleButton>
      </Caption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}. ${summary}`} preserveAspectRatio="xMidYMid meet">
        <ChartPatterns prefix={prefix} />
        {children(prefix)}
      </svg>
      {legend && legend.length > 0 && (
        <Legend aria-hidden="true">
          {legend.map((item) => (
            <li key={item.label}>
              <svg viewBox="0 0 28 14">
                {item.kind === 'fill'
                  ? <rect x="1" y="1" width="26" height="12" fill={patternFill(prefix, item.index)} stroke={seriesColor(item.index)} />
                  : (
                    <>
                      <line x1="0" y1="7" x2="28" y2="7" stroke={seriesColor(item.index)} strokeWidth="2" strokeDasharray={seriesDash(item.index)} />
                      <Marker shape={seriesMarker(item.index)} x={14} y={7} size={3} color={seriesColor(item.index)} />
                    </>
                  )}
              </svg>
              {item.label}
            </li>
          ))}
        </Legend>
      )}
      {notes?.map((note) => <Note key={note}>{note}</Note>)}
      {/* Shown, a wide table scrolls sideways: focusable, so the keyboard can scroll it. */}
      <TableWrap $shown={shown} tabIndex={shown ? 0 : undefined}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>{table.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={`${row[0]}-${r}`}>
                {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Figure>
  );
}
