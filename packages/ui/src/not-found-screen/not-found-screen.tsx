import { useEffect, type ComponentPropsWithRef } from 'react';
import { documentTitle } from '@freightdeck/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../button';
import { buttonCss } from '../button';
import styled from 'styled-components';
import { StatusScreen } from '../status-screen';

export type NotFoundScreenProps = ComponentPropsWithRef<'main'> & { embedded?: boolean };

/**
 * The 404 page (docs/product/screens.md#not-found-page). Back goes one step back in history, Home
 * goes to /. While it shows, the document title is "Not Found | Freightdeck"
 * (docs/product/screens.md#page-titles); the page's own title comes back when it goes.
 */
export function NotFoundScreen(props: NotFoundScreenProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const before = document.title;
    document.title = documentTitle('Not Found');
    return () => {
      document.title = before;
    };
  }, []);
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
