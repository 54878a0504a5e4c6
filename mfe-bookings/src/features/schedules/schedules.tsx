import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { Card, Link, RemotePage } from '@freightdeck/ui';
import { queryParams, readQuery, type ScheduleQuery } from './query';
import { forgetSearch, loadRecentSearches, rememberSearch } from './recent-searches';
import { RecentList } from './recent-list';
import { Results } from './results';
import { SearchForm } from './search-form';

/**
 * /schedules (docs/product/schedules.md#the-schedules-page): the search lives in the address
 * (shareable, back and forward work); each search run is remembered in local storage.
 */
export function Schedules() {
  const [params, setParams] = useSearchParams();
  const { complete, ...query } = readQuery(params);
  const [recent, setRecent] = useState(loadRecentSearches);
  // Staff (booking:manage) load carriers' timetables; the page and the API check it again.
  const canImport = usePermission(can.bookingManageAll);

  const run = (q: ScheduleQuery) => {
    setRecent(rememberSearch(q));
    setParams(queryParams(q));
  };

  return (
    <RemotePage remote="bookings" title="Schedules" actions={canImport ? <Link to={paths.scheduleImport()}>Import a schedule</Link> : undefined}>
      <Card title="Find a flight or sailing" level={2}>
        {/* A new address (recent search, week strip, back) sets the form again. */}
        <SearchForm key={params.toString()} initial={query} onSearch={run} />
        <RecentList items={recent} onRun={run} onRemove={(q) => setRecent(forgetSearch(q))} />
      </Card>
      {complete && <Results query={query} onMove={run} />}
    </RemotePage>
  );
}
