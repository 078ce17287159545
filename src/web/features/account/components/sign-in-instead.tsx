import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';

/** The footer of the password pages: back to signing in. */
export function SignInInstead() {
  return (
    <p>
      Remembered it?{' '}
      <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}
