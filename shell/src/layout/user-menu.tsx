import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, useCurrentUser } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { Icon, type IconName } from './icons';
import { NotificationPopover } from './notifications';
import { Avatar, Bar, Dropdown, DropdownItem, Impersonated, MenuWrap, Trigger } from './user-menu.styles';

/** Stop Impersonate goes through /switch-user (docs/product/screens.md#header). */
export const STOP_IMPERSONATING_PATH = `${paths.switchUser()}?action=UNIMPERSONATE`;

interface Entry {
  label: string;
  icon: IconName;
  run: () => void;
}

/**
 * The header: notifications, and the user menu with the user's name and avatar
 * (docs/product/screens.md#header).
 */
export function AppHeader() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const impersonating = Boolean(user?.impersonatedById);

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const signOut = async () => {
    await logout();
    navigate(paths.login(), { replace: true });
  };

  const entries: Entry[] = [
    { label: 'Profile', icon: 'profile', run: () => navigate(paths.profile()) },
    { label: 'Logout', icon: 'logout', run: () => void signOut() },
    ...(impersonating ? [{ label: 'Stop Impersonate', icon: 'switchBack' as const, run: () => navigate(STOP_IMPERSONATING_PATH) }] : []),
  ];

  // WAI-ARIA menu keys: arrows move, Home/End jump, Escape closes and returns to the button.
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    <Bar>
      <NotificationPopover />
      {impersonating && <Impersonated>IMPERSONATED</Impersonated>}
      <MenuWrap ref={wrapRef}>
        <Trigger ref={triggerRef} type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? 'user-menu' : undefined} onClick={() => setOpen((o) => !o)}>
          <Avatar>
            {user?.avatarUrl ? <img src={user.avatarUrl} alt="" /> : <Icon name="profile" size={18} />}
          </Avatar>
          <span>{user?.fullName ?? ''}</span>
          <Icon name="chevron" size={16} />
        </Trigger>
        {open && (
          <Dropdown id="user-menu" ref={listRef} role="menu" aria-label="User menu" onKeyDown={onMenuKey}>
            {entries.map((entry) => (
              <li role="none" key={entry.label}>
                <DropdownItem role="menuitem" type="button" tabIndex={-1} onClick={() => { setOpen(false); entry.run(); }}>
                  <Icon name={entry.icon} size={16} /> {entry.label}
                </DropdownItem>
              </li>
            ))}
          </Dropdown>
        )}
      </MenuWrap>
    </Bar>
  );
}
