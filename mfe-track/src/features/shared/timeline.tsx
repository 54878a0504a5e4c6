import styled from 'styled-components';
import type { TimelineEvent } from '@freightdeck/contracts';
import { Badge, useReferenceFormats } from '@freightdeck/ui';
import { CLASSIFIER_LABELS, localTime } from './format';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 14px 1fr;
  gap: ${({ theme }) => theme.spacing(1.5)};
  &[data-classifier='ACT'] > span:first-child { background: ${({ theme }) => theme.colors.navy}; }
  &[data-classifier='EST'] > span:first-child { background: transparent; border: 2px dashed ${({ theme }) => theme.colors.navy}; }
  &[data-classifier='PLN'] > span:first-child { background: transparent; border: 2px solid ${({ theme }) => theme.colors.border}; }
`;
const Dot = styled.span`
  width: 12px;
  height: 12px;
  margin-top: 4px;
  border-radius: 50%;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Every event of a shipment, air and sea on one line of time; actual, estimated and planned told apart by word and mark. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  const { formatPlace } = useReferenceFormats();
  if (events.length === 0) return <Muted>No events reported yet.</Muted>;
  return (
    <List aria-label="Timeline">
      {events.map((e) => (
        <Item key={e.id} data-classifier={e.classifier}>
          <Dot aria-hidden />
          <div>
            <Head>
              <strong>{e.label}</strong>
              <Badge tone={e.classifier === 'ACT' ? 'success' : e.classifier === 'EST' ? 'warning' : 'neutral'}>{CLASSIFIER_LABELS[e.classifier]}</Badge>
              <span>{e.locationCode ? formatPlace(e.locationCode) : ''}</span>
              <time dateTime={e.eventAt}>{localTime(e.eventAt, e.eventOffset)}</time>
            </Head>
            <Muted>{[`${e.mode} ${e.code}`, e.detail, `reported by ${e.source}`].filter(Boolean).join(' · ')}</Muted>
          </div>
        </Item>
      ))}
    </List>
  );
}
