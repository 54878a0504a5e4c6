import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { impersonate, SELF_PATH, unimpersonate } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { errorModal, Spinner } from '@freightdeck/ui';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(10, 2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export type SwitchAction = 'IMPERSONATE' | 'UNIMPERSONATE';

/**
 * /switch-user?action=IMPERSONATE&userId=… or ?action=UNIMPERSONATE
 * (docs/product/sessions.md#impersonation): swaps the session, forgets what was loaded for the
 * previous user, then goes to /. A failure shows the error modal and goes back to where the user
 * came from.
 */
export default function SwitchUserPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const started = useRef(false);
  const action = params.get('action');
  const userId = params.get('userId');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = () => {
      if (location.key !== 'default') navigate(-1);
      else navigate(paths.home(), { replace: true });
    };
    const run = async () => {
      if (action === 'IMPERSONATE' && userId) await impersonate(userId);
      else if (action === 'UNIMPERSONATE') await unimpersonate();
      else return back();
      // Another user: nothing cached for the previous one may show. The current user is keyed
      // by session and already loading for the new one: clearing it would drop that answer.
      const isSelf = (key: unknown) => Array.isArray(key) && key[0] === SELF_PATH;
      await mutate((key) => !isSelf(key), undefined, { revalidate: false });
      navigate(paths.home(), { replace: true });
    };
    run().catch((error: unknown) => {
      errorModal.show(error);
      back();
    });
  }, [action, userId, location.key, mutate, navigate]);

  return (
    <Status role="status">
      <Spinner role="presentation" aria-label={undefined} aria-hidden="true" />
      <span>Switching user...</span>
    </Status>
  );
}
