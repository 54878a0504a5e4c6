import useSWR from 'swr';
import { governWidget, WIDGET_REMOTES, type RemoteName, type WidgetPlace } from '@freightdeck/contracts';
import type { DashboardWidget } from '@freightdeck/ui';
import { useRemoteRegistry } from '../remotes/remotes-context';
import type { RemoteRegistry } from '../remotes/remote-registry';

type ExposedWidgets = { widgets?: unknown; attention?: unknown; default?: unknown };

export interface PlacedWidget {
  remote: RemoteName;
  widget: DashboardWidget;
}

export interface RemoteWidgets {
  /** Every loaded widget, in `order`. */
  widgets: PlacedWidget[];
  /** Remotes whose widgets could not be loaded. */
  failed: RemoteName[];
}

/**
 * A remote's widgets as the dashboard (its `widgets` export) or home (its `attention` export)
 * places them: a widget of the contracts table gets its title, order, size and requirement from
 * the table (docs/adr/010); on the dashboard another's is the remote's own, home takes none.
 */
export function toWidgets(remote: RemoteName, exposed: ExposedWidgets | null, place: WidgetPlace = 'dashboard'): PlacedWidget[] {
  const list = place === 'home' ? exposed?.attention : exposed?.widgets ?? exposed?.default;
  if (!Array.isArray(list)) throw new Error(`${remote}/widgets exports no ${place === 'home' ? 'attention widgets' : 'widgets'}`);
  return (list as DashboardWidget[])
    .filter((w) => typeof w?.id === 'string' && typeof w.title === 'string' && typeof w.component === 'function')
    .flatMap((declared) => {
      const widget = governWidget(remote, declared, place);
      return widget ? [{ remote, widget }] : [];
    });
}

/** Loads `./widgets` of each remote at once; one that fails is reported and the others still show. */
export async function loadRemoteWidgets(registry: RemoteRegistry, remotes: readonly RemoteName[]): Promise<RemoteWidgets> {
  const results = await Promise.allSettled(remotes.map(async (remote) => toWidgets(remote, await registry.loadExposed<ExposedWidgets>(remote, 'widgets'))));
  const widgets: PlacedWidget[] = [];
  const failed: RemoteName[] = [];
  results.forEach((result, i) => {
    const remote = remotes[i] as RemoteName;
    if (result.status === 'fulfilled') widgets.push(...result.value);
    else {
      console.error(`[dashboard] the ${remote} widgets could not be loaded`, result.reason);
      failed.push(remote);
    }
  });
  widgets.sort((a, b) => a.widget.order - b.widget.order);
  return { widgets, failed };
}

/**
 * One remote's widgets, loaded once a session on their own (Retry loads them again): the
 * dashboard shows each remote's widgets as soon as they arrive, whatever the others do.
 */
export function useRemoteWidgetList(remote: RemoteName, place: WidgetPlace = 'dashboard') {
  const registry = useRemoteRegistry();
  const { data, error, isLoading, mutate } = useSWR(['remote-widgets', remote, place], async () => {
    try {
      return toWidgets(remote, await registry.loadExposed<ExposedWidgets>(remote, 'widgets'), place);
    } catch (reason) {
      console.error(`[dashboard] the ${remote} widgets could not be loaded`, reason);
      throw reason;
    }
  }, { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
  return { widgets: data ?? [], failed: Boolean(error) && !data, isLoading, retry: () => void mutate() };
}

/** The dashboard's widgets, loaded once a session (Retry loads again). */
export function useRemoteWidgets(remotes: readonly RemoteName[] = WIDGET_REMOTES) {
  const registry = useRemoteRegistry();
  const { data, isLoading, mutate } = useSWR(remotes.length ? ['remote-widgets', ...remotes] : null, () => loadRemoteWidgets(registry, remotes), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { widgets: data?.widgets ?? [], failed: data?.failed ?? [], isLoading, retry: () => void mutate() };
}
