import { useState } from 'react';
import { useCurrentUser } from '@freightdeck/auth';
import { hasPermission } from '@freightdeck/contracts';
import { Logo, Tooltip } from '@freightdeck/ui';
import { Icon } from './icons';
import { MENU_ITEMS, type MenuItem } from './menu-items';
import { Badge, Brand, Item, Label, List, Nav, NavInner, Toggle } from './side-menu.styles';

function visible(item: MenuItem, permissions: readonly string[], primary: boolean): boolean {
  if (item.primaryOrganizationOnly && !primary) return false;
  return hasPermission(permissions, item.permission);
}

/**
 * The left menu, collapsed at first; collapsed items show their name on the right
 * (docs/product/screens.md#menu).
 */
export function SideMenu() {
  const [expanded, setExpanded] = useState(false);
  const { user } = useCurrentUser();
  const items = MENU_ITEMS.filter((item) => visible(item, user?.permissions ?? [], user?.userOfPrimaryOrganization ?? false));
  const collapsed = !expanded;

  return (
    <Nav aria-label="Main menu" data-expanded={expanded}>
      <NavInner>
        <Brand href="/" aria-label="Freightdeck home">
          <Logo compact={collapsed} tone="inverse" />
        </Brand>
        <List>
          {items.map((item) => (
            <li key={item.to}>
              <Tooltip content={item.badge ? `${item.label} (${item.badge})` : item.label} placement="right" disabled={expanded}>
                <Item to={item.to} data-collapsed={collapsed} aria-label={collapsed ? item.label : undefined}>
                  <Icon name={item.icon} />
                  {expanded && <Label>{item.label}</Label>}
                  {item.badge && <Badge data-collapsed={collapsed}>{item.badge}</Badge>}
                </Item>
              </Tooltip>
            </li>
          ))}
        </List>
        <Toggle type="button" aria-expanded={expanded} aria-label={expanded ? 'Collapse menu' : 'Expand menu'} onClick={() => setExpanded((e) => !e)}>
          <Icon name="menu" />
        </Toggle>
      </NavInner>
    </Nav>
  );
}
