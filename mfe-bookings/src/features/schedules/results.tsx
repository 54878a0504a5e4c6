import { Button, EmptyState, Spinner } from '@freightdeck/ui';
import { useScheduleSearch } from './api';
import { OptionItem } from './option-card';
import { addDays, type ScheduleQuery } from './query';
import { day } from './format';
import { Muted, OptionList, WeekStrip } from './schedules.styles';

const WEEKS = [-1, 0, 1, 2, 3];

/** The week strip: the same search a week earlier or later, up to three weeks ahead. */
function Weeks({ query, onMove }: { query: ScheduleQuery; onMove: (q: ScheduleQuery) => void }) {
  return (
    <WeekStrip aria-label="Weeks">
      {WEEKS.map((w) => {
        const from = addDays(query.from, w * 7);
        return (
          <button key={w} type="button" aria-current={w === 0} onClick={() => onMove({ ...query, from, to: addDays(query.to, w * 7) })}>
            {`${day(`${from}T00:00`)} – ${day(`${addDays(query.to, w * 7)}T00:00`)}`}
          </button>
        );
      })}
    </WeekStrip>
  );
}

/** Loading, error, empty or the options of a search, sorted by arrival as the API answers them. */
export function Results({ query, onMove }: { query: ScheduleQuery; onMove: (q: ScheduleQuery) => void }) {
  const { data, error, isLoading, mutate } = useScheduleSearch(query);
  return (
    <section aria-label="Results">
      <Weeks query={query} onMove={onMove} />
      {isLoading && <Spinner label="Searching schedules" />}
      {error && !isLoading && (
        <EmptyState title="The schedules could not be searched" description="Check the places and dates, or try again in a moment.">
          <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        </EmptyState>
      )}
      {data && !isLoading && data.options.length === 0 && (
        <EmptyState
          title={`No ${query.mode === 'AIR' ? 'flights' : 'sailings'} from ${query.origin} to ${query.destination}`}
          description={query.directOnly ? 'Nothing direct in these days: allow one stop, or try another week.' : 'Nothing direct or with one stop in these days: try another week or a nearby place.'}
        />
      )}
      {data && !isLoading && data.options.length > 0 && (
        <>
          <Muted role="status">{data.options.length} option{data.options.length === 1 ? '' : 's'}, earliest arrival first; times are local to each {query.mode === 'AIR' ? 'airport' : 'port'}.</Muted>
          <OptionList>{data.options.map((o) => <OptionItem key={o.id} option={o} />)}</OptionList>
        </>
      )}
    </section>
  );
}
