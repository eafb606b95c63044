import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileKeys, useProfileQuery } from '../api/get-profile';
import { AvatarSection } from './avatar-section';
import { ProfileForm } from './profile-form';
import { VerificationSection } from './verification-section';
import { ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';

/**
 * The profile page (`/profile`): photo, details, email and phone verification. The page's
 * session changes when mf-auth's verification modals finish; the profile is read again then.
 */
export function ProfilePage() {
  const profile = useProfileQuery();
  const queryClient = useQueryClient();
  const session = useSession()?.profile;
  const seen = `${String(session?.email_verified)}|${String(session?.phone_verified)}|${session?.phone ?? ''}`;
  const last = useRef(seen);
  useEffect(() => {
    if (last.current === seen) return;
    last.current = seen;
    void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
  }, [seen, queryClient]);

  if (profile.isPending) return <Skeleton lines={6} />;
  if (profile.isError) return <ErrorCard onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return (
    <>
      <AvatarSection profile={profile.data} />
      <ProfileForm profile={profile.data} />
      <VerificationSection profile={profile.data} />
    </>
  );
}
