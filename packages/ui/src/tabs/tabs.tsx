import { useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { Panel, Tab, TabList } from './tabs.styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id (controlled); without it the tabs keep their own state. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
};

/**
 * WAI-ARIA APG tabs with automatic activation: arrow keys move and select, Home/End go to the
 * ends, only the selected tab is in the Tab order, and only its panel is rendered.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, ...props }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((t) => !t.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id);
  const selectedId = value ?? own;
  const selected = tabs.find((t) => t.id === selectedId) ?? enabled[0];
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwn(id);
    onChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((t) => t.id === selected?.id);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 };
    if (!(event.key in moves) || enabled.length === 0) return;
    event.preventDefault();
    const target = enabled[((moves[event.key] as number) + enabled.length) % enabled.length];
    if (!target) return;
    select(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div {...props}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <Tab
              key={tab.id}
              ref={(el) => { if (el) refs.current.set(tab.id, el); else refs.current.delete(tab.id); }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {selected && (
        <Panel role="tabpanel" id={`${baseId}-panel-${selected.id}`} aria-labelledby={`${baseId}-tab-${selected.id}`} tabIndex={0}>
          {selected.panel}
        </Panel>
      )}
    </div>
  );
}
