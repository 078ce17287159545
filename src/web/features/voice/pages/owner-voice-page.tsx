import { Lightbulb, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { RecordingTips } from '../components/recording-tips';
import { SampleCapture } from '../components/sample-capture';
import { VoiceProfileDialog } from '../components/voice-profile-dialog';
import { VoiceProfileList } from '../components/voice-profile-list';
import { useCreateVoiceProfile } from '../hooks/use-create-voice-profile';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import type { VoiceProfileDraft } from '../lib/clone-form';
import { voiceProblem } from '../lib/problem';

/** ACTIVE with the active profile's name, or INACTIVE (spec §2). */
function VoiceStatus({ profiles, failed }: { profiles: VoiceProfile[] | undefined; failed: boolean }) {
  const { t } = useTranslation('voice');
  const active = profiles?.find((profile) => profile.isActive);
  return (
    <Card role="region" aria-label={t('ownerPage.status.title')} className="py-5">
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        {profiles ? (
          <>
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">{t('ownerPage.status.title')}</p>
              <p data-testid="voice-status-detail" className="font-semibold">
                {active ? active.profileName : t('ownerPage.status.none')}
              </p>
            </div>
            <Badge
              data-testid="voice-status"
              className={cn('px-3 py-1 text-sm', active ? 'bg-emerald-600 text-white' : 'bg-slate-500 text-white')}
            >
              {active ? t('ownerPage.status.active') : t('ownerPage.status.inactive')}
            </Badge>
          </>
        ) : failed ? (
          <p className="text-sm text-muted-foreground">{t('ownerPage.status.unavailable')}</p>
        ) : (
          <LoadingState label={t('ownerPage.status.checking')} />
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
  const { t } = useTranslation('voice');
  const emptyDraft = (): VoiceProfileDraft => ({ name: '', description: '', sampleText: t('fields.defaultSampleText'), consent: false });
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
    noSample: voiceProblem('noAudio'),
    failureTitle: t('ownerPage.failedTitle'),
    onCreated: () => {
      recorder.discard();
      setDraft(emptyDraft());
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
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('ownerPage.title')}</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">{t('ownerPage.intro')}</p>
          </div>
          <Button type="button" variant="outline" onClick={() => setWizardOpen(true)}>
            <Wand2 aria-hidden />
            {t('ownerPage.guidedSetup')}
          </Button>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid gap-6">
            <VoiceStatus profiles={profiles.data ?? undefined} failed={profiles.isError} />

            <FormCard title={t('create.submit')} description={t('ownerPage.createDescription')} onSubmit={create} className="gap-5">
              <SampleTextField values={draft} onChange={setDraft} disabled={busy} />
              <SampleCapture recorder={recorder} disabled={busy} />
              <ProfileFields values={draft} onChange={setDraft} disabled={busy} nameError={nameErrorFor(draft.name)} />
              {busy && <CreateProgress value={progress} />}
              <Button type="submit" variant="brand" size="lg" disabled={busy || recorder.status !== 'idle'}>
                <Sparkles aria-hidden />
                {busy ? t('create.creating') : t('create.submit')}
              </Button>
            </FormCard>
          </div>

          <div className="grid gap-6">
            <Card role="region" aria-label={t('ownerPage.tipsTitle')}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <Lightbulb aria-hidden className="size-5 text-primary" />
                  {t('ownerPage.tipsTitle')}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <RecordingTips className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground" />
              </CardContent>
            </Card>

            <Card role="region" aria-label={t('ownerPage.profilesTitle')}>
              <CardHeader>
                <CardTitle className="text-lg">{t('ownerPage.profilesTitle')}</CardTitle>
                <CardDescription>{t('ownerPage.profilesDescription')}</CardDescription>
              </CardHeader>
              <CardContent>
                {profiles.isError ? (
                  <LoadFailed compact message={t('ownerPage.profilesFailed')} onRetry={() => void profiles.refetch()} />
                ) : !profiles.data ? (
                  <LoadingState label={t('ownerPage.profilesLoading')} className="py-6" />
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
