import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from '@/components/ui/load-state';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LinkResult } from './link-result';
import { accountFailureMessage, failureCode } from '../lib/failure-message';

/** The frame of the pages an e-mailed link opens: it is followed at once, then says how it went and where to go on. */
export function EmailLinkPage({
  title,
  description,
  result,
  hasToken,
  following,
  succeeded,
  invalid,
  next,
}: {
  title: string;
  description: string;
  result: UseQueryResult<unknown>;
  hasToken: boolean;
  following: string;
  succeeded: string;
  invalid: string;
  next: { href: string; label: string };
}) {
  const failureText = (error: unknown) => (failureCode(error) === 'LINK_INVALID' ? invalid : accountFailureMessage(error));
  return (
    <AuthLayout title={title} description={description} footer={null}>
      {!hasToken ? (
        <LinkResult tone="error" message={invalid} next={next} />
      ) : result.isSuccess ? (
        <LinkResult tone="success" message={succeeded} next={next} />
      ) : result.isError ? (
        <LinkResult tone="error" message={failureText(result.error)} next={next} />
      ) : (
        <LoadingState label={following} className="py-6" />
      )}
    </AuthLayout>
  );
}
