import { useCurrentUser } from '@freightdeck/auth';

/** With no fake user: who the real session belongs to, and what they may do. */
export function RealUser() {
  const { user, isLoading, error } = useCurrentUser();
  let text: string;
  if (user) text = `${user.fullName} (${user.email}): ${user.permissions.join(', ') || 'no permissions'}`;
  else if (isLoading) text = 'Loading the signed-in user…';
  else if (error) text = `Could not load the signed-in user: ${error instanceof Error ? error.message : String(error)}`;
  else text = 'Nobody is signed in: protected pages would redirect to /login.';
  return (
    <fieldset>
      <legend>Real session user</legend>
      <p>{text}</p>
    </fieldset>
  );
}
