import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Actions, Header, Title } from './page-header.styles';

export type PageHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'title' | 'children'> & {
  title: string;
  /** The heading's id, for a region named by the heading alone (not by the actions beside it). */
  titleId?: string;
  /** Page actions, on the right. */
  children?: ReactNode;
};

export function PageHeader({ title, titleId, children, ...props }: PageHeaderProps) {
  return (
    <Header {...props}>
      <Title id={titleId}>{title}</Title>
      {children && <Actions>{children}</Actions>}
    </Header>
  );
}
