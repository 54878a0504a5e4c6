import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, useCurrentUser } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { Icon } from './icons';
import { Avatar, Bar, Dropdown, DropdownItem, Impersonated, MenuWrap, Trigger } from './user-menu.styles';

/** The header: the user's name and avatar, and the user menu (spec §2). */
export function AppHeader() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await logout();
    navigate(paths.login(), { replace: true });
  };

  return (
    <Bar>
      {user?.impersonatedById && <Impersonated>IMPERSONATED</Impersonated>}
      <MenuWrap ref={wrapRef}>
        <Trigger type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <Avatar>
            {user?.avatarUrl ? <img src={user.avatarUrl} alt="" /> : <Icon name="profile" size={18} />}
          </Avatar>
          <span>{user?.fullName ?? ''}</span>
          <Icon name="chevron" size={16} />
        </Trigger>
        {open && (
          <Dropdown role="menu" aria-label="User menu">
            <li role="none">
              <DropdownItem role="menuitem" type="button" onClick={() => { setOpen(false); navigate(paths.profile()); }}>
                <Icon name="profile" size={16} /> Profile
              </DropdownItem>
            </li>
            <li role="none">
              <DropdownItem role="menuitem" type="button" onClick={() => void signOut()}>
                <Icon name="logout" size={16} /> Logout
              </DropdownItem>
            </li>
          </Dropdown>
        )}
      </MenuWrap>
    </Bar>
  );
}
