import { Lightbulb, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEFAULT_SAMPLE_TEXT, RECORDING_TIPS } from '@shared/catalog/voice';
import { voiceProblems } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { SignedInPage } from '@/components/layout/signed-in-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormCard } from '@/components/ui/form-card';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { useVoiceProfiles } from '../api/get-voice-profiles';
import { CreateProgress } from '../components/create-progress';
import { ProfileFields, SampleTextField } from '../components/profile-fields';
import { SampleCapture } from '../components/sample-capture';
import { VoiceProfileDialog } from '../components/voice-profile-dialog';
import { VoiceProfileList } from '../components/voice-profile-list';
import { useCreateVoiceProfile } from '../hooks/use-create-voice-profile';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import type { VoiceProfileDraft } from '../lib/clone-form';

export const VOICE_SETUP_FAILED_TITLE = 'Voice Setup Failed';

const emptyDraft: VoiceProfileDraft = { name: '', description: '', sampleText: DEFAULT_SAMPLE_TEXT, consent: false };

/** ACTIVE with the active profile's name, or INACTIVE (spec §2). */
function VoiceStatus({ profiles, failed }: { profiles: VoiceProfile[] | undefined; failed: boolean }) {
  const active = profiles?.find((profile) => profile.isActive);
  return (
    <Card role="region" aria-label="Voice Status" className="py-5">
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        {profiles ? (
          <>
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">Voice Status</p>
              <p data-testid="voice-status-detail" className="font-semibold">
                {active ? active.profileName : 'No voice profile configured'}
              </p>
            </div>
            <Badge
              data-testid="voice-status"
              className={cn('px-3 py-1 text-sm', active ? 'bg-emerald-600 text-white' : 'bg-slate-500 text-white')}
            >
              {active ? 'ACTIVE' : 'INACTIVE'}
            </Badge>
          </>
        ) : failed ? (
          <p className="text-sm text-muted-foreground">Voice status is unavailable right now.</p>
        ) : (
          <LoadingState label="Checking your voice status..." />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /owner-voice and /voice (signed in; spec §2): voice status, a sample recorded or uploaded with its
 * preview, name, description and consent, Create Voice Profile, recording tips, and the user's
 * profiles with make active, rename and delete. Guided Setup opens the Voice Profile Setup dialog.
 */
export function OwnerVoicePage() {
  const profiles = useVoiceProfiles();
  const recorder = useVoiceRecorder();
  const [draft, setDraft] = useState<VoiceProfileDraft>(emptyDraft);
  const [wizardOpen, setWizardOpen] = useState(false);
  const {
    create: createProfile,
    busy,
    progress,
    nameErrorFor,
  } = useCreateVoiceProfile({
    noSample: voiceProblems.noAudio,
    failureTitle: VOICE_SETUP_FAILED_TITLE,
    onCreated: () => {
      recorder.discard();
      setDraft(emptyDraft);
    },
  });
  const create = () => createProfile(recorder.sample, draft);

  // Recording, uploads and the profile actions answer with toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  return (
    <SignedInPage>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Owner Voice Setup</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Record or upload a sample of your voice and turn it into a voice profile for voiceovers and chat replies.
            </p>
          </div>
          <Button type="button" variant="outline" onClick={() => setWizardOpen(true)}>
            <Wand2 aria-hidden />
            Guided Setup
          </Button>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid gap-6">
            <VoiceStatus profiles={profiles.data ?? undefined} failed={profiles.isError} />

            <FormCard
              title="Create Voice Profile"
              description="Read the text aloud while recording, or upload a recording of your voice."
              onSubmit={create}
              className="gap-5"
            >
              <SampleTextField values={draft} onChange={setDraft} disabled={busy} />
              <SampleCapture recorder={recorder} disabled={busy} />
              <ProfileFields values={draft} onChange={setDraft} disabled={busy} nameError={nameErrorFor(draft.name)} />
              {busy && <CreateProgress value={progress} />}
              <Button type="submit" variant="brand" size="lg" disabled={busy || recorder.status !== 'idle'}>
                <Sparkles aria-hidden />
                {busy ? 'Creating Voice Profile...' : 'Create Voice Profile'}
              </Button>
            </FormCard>
          </div>

          <div className="grid gap-6">
            <Card role="region" aria-label="Recording Tips">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <Lightbulb aria-hidden className="size-5 text-primary" />
                  Recording Tips
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
                  {RECORDING_TIPS.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>

            <Card role="region" aria-label="Your Voice Profiles">
              <CardHeader>
                <CardTitle className="text-lg">Your Voice Profiles</CardTitle>
                <CardDescription>Your recorded voices, ready for voiceovers and chat replies.</CardDescription>
              </CardHeader>
              <CardContent>
                {profiles.isError ? (
                  <LoadFailed
                    compact
                    message="Failed to load your voice profiles. Please try again."
                    onRetry={() => void profiles.refetch()}
                  />
                ) : !profiles.data ? (
                  <LoadingState label="Loading your voice profiles..." className="py-6" />
                ) : (
                  <VoiceProfileList profiles={profiles.data} />
                )}
              </CardContent>
            </Card>
          </div>
        </div>

        <VoiceProfileDialog open={wizardOpen} onOpenChange={setWizardOpen} />
      </main>
    </SignedInPage>
  );
}
