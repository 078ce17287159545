import { Mic } from 'lucide-react';
import { PagePreview, SignedInPage } from '@/components/layout/signed-in-page';

/** Served at /owner-voice and /voice. */
export function OwnerVoicePage() {
  return (
    <SignedInPage>
      <PagePreview icon={<Mic className="size-7" aria-hidden />} title="Owner Voice Setup">
        Record or upload a 30 to 60 second sample to create your voice profile. Voice setup arrives here soon.
      </PagePreview>
    </SignedInPage>
  );
}
