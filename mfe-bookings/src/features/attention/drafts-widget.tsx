import { paths } from '@freightdeck/contracts';
import { AttentionList, relativeTime } from '@freightdeck/ui';
import { useRecentDrafts } from './api';

const resume = (id: string) => `${paths.bookingCreate()}?draft=${encodeURIComponent(id)}`;

/** Home: the user's booking drafts, the last changed first; each resumes at its step. */
export default function DraftsWidget() {
  return (
    <AttentionList
      label="Drafts to finish"
      source={useRecentDrafts()}
      select={(data) => ({ total: data.total, items: data.items.map((d) => ({
        id: d.id,
        to: resume(d.id),
        title: d.title,
        detail: `${d.mode === 'SEA' ? 'Sea' : d.mode === 'AIR' ? 'Air' : 'Mode not chosen'} · step ${d.step + 1}`,
        aside: `edited ${relativeTime(d.updatedAt)}`,
      })) })}
      empty="No drafts waiting. A booking you leave half done is kept here until you finish it."
      emptyAction={{ label: 'Start a booking', to: paths.bookingCreate() }}
      more={{ to: paths.bookingDrafts(), label: 'All drafts' }}
    />
  );
}
