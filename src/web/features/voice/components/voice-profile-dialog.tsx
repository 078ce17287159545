import { ArrowLeft, ArrowRight, BadgeCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_SAMPLE_TEXT, RECORDING_TIPS } from '@shared/catalog/voice';
import { voiceProblems } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { Badge } from '@/components/ui/badge';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateVoiceProfile } from '../hooks/use-create-voice-profile';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import type { VoiceProfileDraft } from '../lib/clone-form';
import { profileMeasurements } from '../lib/format';
import { CreateProgress } from './create-progress';
import { ProfileFields, SampleTextField } from './profile-fields';
import { SampleCapture } from './sample-capture';

export type VoiceProfileDialogProps = {
  open: boolean;
  /** Called with false when the user closes the dialog (corner button, Escape, outside click, Close). */
  onOpenChange: (open: boolean) => void;
  /** Called with the new profile as soon as it is created (the chat selects it). */
  onCreated?: (profile: VoiceProfile) => void;
};

/** Spec §2 'Voice Profile Setup dialog', §4 'Voice setup wizard'. */
export const VOICE_CLONING_FAILED_TITLE = 'Voice Cloning Failed';

const stepTitles = ['Instructions', 'Record Your Voice', 'Profile Details', 'All Done'] as const;
type Step = 1 | 2 | 3 | 4;

/**
 * The four-step Voice Profile Setup (spec §2, §4): 1 instructions and the text to read, 2 record or
 * upload, 3 name, description and consent then create, 4 what was made. Closing forgets everything:
 * the steps live inside the dialog's content, which unmounts when it closes.
 */
export function VoiceProfileDialog({ open, onOpenChange, onCreated }: VoiceProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <VoiceProfileWizard onCreated={onCreated} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VoiceProfileWizard({ onCreated, onClose }: { onCreated?: (profile: VoiceProfile) => void; onClose: () => void }) {
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<VoiceProfileDraft>({
    name: '',
    description: '',
    sampleText: DEFAULT_SAMPLE_TEXT,
    consent: false,
  });
  const [created, setCreated] = useState<VoiceProfile | null>(null);
  const recorder = useVoiceRecorder();
  const { sample } = recorder;
  const {
    create: createProfile,
    busy,
    progress,
    nameErrorFor,
  } = useCreateVoiceProfile({
    noSample: voiceProblems.missingInformation,
    failureTitle: VOICE_CLONING_FAILED_TITLE,
    onCreated: (profile) => {
      setCreated(profile);
      setStep(4);
      onCreated?.(profile);
    },
  });
  const create = () => createProfile(sample, draft);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Voice Profile Setup</DialogTitle>
        <DialogDescription>
          Step {step} of 4: {stepTitles[step - 1]}
        </DialogDescription>
      </DialogHeader>
      <ol aria-hidden className="grid grid-cols-4 gap-1.5">
        {stepTitles.map((title, index) => (
          <li key={title} className={index < step ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'} />
        ))}
      </ol>

      {step === 1 && (
        <div className="grid gap-4 text-sm">
          <p>
            Your voice profile is made from a short recording of you reading aloud. Edit the text below if you like, then record yourself
            reading it in the next step, or upload a recording you already have.
          </p>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {RECORDING_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <SampleTextField values={draft} onChange={setDraft} />
        </div>
      )}

      {step === 2 && (
        <div className="grid gap-4">
          <blockquote
            aria-label="Text to read aloud"
            className="max-h-40 overflow-y-auto rounded-lg border border-border bg-muted/40 p-3 text-sm leading-relaxed"
          >
            {draft.sampleText.trim() || DEFAULT_SAMPLE_TEXT}
          </blockquote>
          <SampleCapture recorder={recorder} />
          {!sample && recorder.status !== 'recording' && (
            <p className="text-xs text-muted-foreground">Record or upload a sample to continue.</p>
          )}
        </div>
      )}

      {step === 3 && (
        <div className="grid gap-4">
          <ProfileFields values={draft} onChange={setDraft} disabled={busy} nameError={nameErrorFor(draft.name)} />
          {busy && <CreateProgress value={progress} />}
        </div>
      )}

      {step === 4 && created && (
        <div className="grid justify-items-center gap-3 py-2 text-center">
          <BadgeCheck aria-hidden className="size-12 text-success" />
          <p className="text-lg font-semibold">“{created.profileName}” is ready</p>
          <Badge variant="soft">{created.engineLabel}</Badge>
          <p data-testid="profile-measurements" className="text-sm text-muted-foreground">
            {profileMeasurements(created)}
          </p>
          {created.fallbackFrom && (
            <EngineFallbackNote
              capability="voiceCloning"
              fallback={created.fallbackFrom}
              outcome="the offline voice match made this profile"
              className="text-left"
            />
          )}
          <p className="text-sm text-muted-foreground">Pick it as the voice of your next voiceover or chat reply.</p>
        </div>
      )}

      <DialogFooter>
        {(step === 2 || step === 3) && (
          <Button type="button" variant="outline" disabled={busy || recorder.status !== 'idle'} onClick={() => setStep(step === 2 ? 1 : 2)}>
            <ArrowLeft aria-hidden />
            Back
          </Button>
        )}
        {step === 1 && (
          <Button type="button" variant="brand" onClick={() => setStep(2)}>
            Next
            <ArrowRight aria-hidden />
          </Button>
        )}
        {step === 2 && (
          <Button type="button" variant="brand" disabled={!sample || recorder.status !== 'idle'} onClick={() => setStep(3)}>
            Next
            <ArrowRight aria-hidden />
          </Button>
        )}
        {step === 3 && (
          <Button type="button" variant="brand" disabled={busy} onClick={create}>
            <Sparkles aria-hidden />
            {busy ? 'Creating Voice Profile...' : 'Create Voice Profile'}
          </Button>
        )}
        {step === 4 && (
          <Button type="button" variant="brand" onClick={onClose}>
            Close
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
