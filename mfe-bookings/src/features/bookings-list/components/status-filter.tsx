import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@freightdeck/contracts';
import { Chip, ChipGroup } from './status-filter.styles';

export interface StatusFilterProps {
  value: readonly BookingStatus[];
  onChange: (statuses: BookingStatus[]) => void;
}

/** Several statuses at once ("Pending or Confirmed"): checkboxes styled as chips, none = all. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const toggle = (status: BookingStatus, on: boolean) =>
    onChange(BOOKING_STATUSES.filter((s) => (s === status ? on : value.includes(s))));
  return (
    <ChipGroup>
      <legend>Status</legend>
      {BOOKING_STATUSES.map((status) => (
        <Chip key={status}>
          <input type="checkbox" checked={value.includes(status)} onChange={(e) => toggle(status, e.target.checked)} />
          <span>{BOOKING_STATUS_LABELS[status]}</span>
        </Chip>
      ))}
    </ChipGroup>
  );
}
