import type { ComponentPropsWithRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../button';
import { buttonCss } from '../button';
import styled from 'styled-components';
import { StatusScreen } from '../status-screen';

export type NotFoundScreenProps = ComponentPropsWithRef<'main'> & { embedded?: boolean };

/**
 * The 404 page (docs/product/screens.md#not-found-page). Back goes one step back in history, Home
 * goes to /.
 */
export function NotFoundScreen(props: NotFoundScreenProps) {
  const navigate = useNavigate();
  return (
    <StatusScreen
      {...props}
      title="404"
      subtitle="Not Found"
      description="The page you requested is not found."
      actions={(
        <>
          <Button variant="secondary" onClick={() => navigate(-1)}>Back</Button>
          <HomeLink to="/" data-variant="primary">Home</HomeLink>
        </>
      )}
    />
  );
}

const HomeLink = styled(Link)`
  ${buttonCss}
`;
