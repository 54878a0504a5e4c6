import styled from 'styled-components';
import type { DataLogger } from '@freightdeck/contracts';
import { Button } from '@freightdeck/ui';
import { formatCelsius, formatInstant } from '../../shared';
import { useReadings } from '../api/data-loggers';
import { Dl, Muted, SubTitle } from './details.styles';
import { TemperatureChart } from './temperature-chart';

const Item = styled.article`
  padding: ${({ theme }) => theme.spacing(1, 0, 2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One logger: its figures (min, max, count, excursions) and its readings chart. */
export function DataLoggerCard({ logger, onRemove }: { logger: DataLogger; onRemove?: () => void }) {
  const { data: series, error } = useReadings(logger.id);
  const { readings } = logger;
  return (
    <Item aria-label={`Data logger ${logger.serialNumber}`}>
      <SubTitle>{logger.serialNumber} · {logger.model}</SubTitle>
      <Dl>
        <dt>Added</dt>
        <dd>{logger.addedBy?.name ?? '—'}, {formatInstant(logger.addedAt)}</dd>
        <dt>Readings</dt>
        <dd>{readings.count}{readings.firstAt ? ` from ${formatInstant(readings.firstAt)} to ${formatInstant(readings.lastAt)}` : ''}</dd>
        <dt>Minimum</dt>
        <dd>{readings.minC === null ? '—' : formatCelsius(readings.minC)}</dd>
        <dt>Maximum</dt>
        <dd>{readings.maxC === null ? '—' : formatCelsius(readings.maxC)}</dd>
        <dt>Excursions</dt>
        <dd>{readings.excursions}</dd>
      </Dl>
      {error && <Muted role="alert">The readings could not be loaded.</Muted>}
      {series && series.readings.length > 0 && <TemperatureChart serial={logger.serialNumber} series={series} />}
      {series && series.readings.length === 0 && <Muted>No readings yet.</Muted>}
      {onRemove && <Button variant="link" aria-label={`Remove data logger ${logger.serialNumber}`} onClick={onRemove}>Remove</Button>}
    </Item>
  );
}
