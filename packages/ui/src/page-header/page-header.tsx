import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Actions, Header, Title } from './page-header.styles';

export type PageHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'title' | 'children'> & {
  title: string;
  /** Page actions, on the right. */
  children?: ReactNode;
};

export function PageHeader({ title, children, ...props }: PageHeaderProps) {
  return (
    <Header {...props}>
      <Title>{title}</Title>
      {children && <Actions>{children}</Actions>}
    </Header>
  );
}
