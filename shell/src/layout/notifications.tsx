import styled from 'styled-components';
import { Button, Popover, relativeTime } from '@freightdeck/ui';
import { Icon } from './icons';

/**
 * A notification (the popover exists but nothing sends notifications yet:
 * docs/product/screens.md#header).
 */
export interface Notification {
  id: string;
  title: string;
  content: string;
  receivedAt: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 360px;
  overflow-y: auto;
  & > li { padding: ${({ theme }) => theme.spacing(1.5, 2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  & > li:last-child { border-bottom: 0; }
  & strong { display: block; }
  & time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4, 2)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The notification popover of the header, with its texts (docs/product/screens.md#header). */
export function NotificationPopover({ notifications = [] }: { notifications?: Notification[] }) {
  const none = notifications.length === 0;
  return (
    <Popover
      label="Notifications"
      trigger={<Icon name="bell" />}
      title="Notifications"
      headerAction={<Button variant="link" disabled={none}>Mark all as read</Button>}
      footer={<Button variant="link" disabled={none}>View All</Button>}
    >
      {none ? (
        <Empty>No notification</Empty>
      ) : (
        <List>
          {notifications.map((n) => (
            <li key={n.id}>
              <strong>{n.title}</strong>
              <span>{n.content}</span>
              <br />
              <time dateTime={n.receivedAt}>{relativeTime(n.receivedAt)}</time>
            </li>
          ))}
        </List>
      )}
    </Popover>
  );
}
