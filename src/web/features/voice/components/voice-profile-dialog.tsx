import { ArrowLeft, ArrowRight, BadgeCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceProfile } from '@shared/contracts/voice';
import { Badge } from '@/components/ui/badge';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateVoiceProfile } from '../hooks/use-create-voice-profile';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import type { VoiceProfileDraft } from '../lib/clone-form';
import { profileMeasurements } from '../lib/format';
import { voiceProblem } from '../lib/problem';
import { CreateProgress } from './create-progress';
import { ProfileFields, SampleTextField } from './profile-fields';
import { RecordingTips } from './recording-tips';
import { SampleCapture } from './sample-capture';

export type VoiceProfileDialogProps = {
  open: boolean;
  /** Called with false when the user closes the dialog (corner button, Escape, outside click, Close). */
  onOpenChange: (open: boolean) => void;
  /** Called with the new profile as soon as it is created (the chat selects it). */
  onCreated?: (profile: VoiceProfile) => void;
};

/** The steps, in order (their titles are voice:dialog.steps.*). */
const steps = ['instructions', 'record', 'details', 'done'] as const;
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
  const { t } = useTranslation('voice');
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<VoiceProfileDraft>(() => ({
    name: '',
    description: '',
    sampleText: t('fields.defaultSampleText'),
    consent: false,
  }));
  const [created, setCreated] = useState<VoiceProfile | null>(null);
  const recorder = useVoiceRecorder();
  const { sample } = recorder;
  const {
    create: createProfile,
    busy,
    progress,
    nameErrorFor,
  } = useCreateVoiceProfile({
    // Spec §2 'Voice Profile Setup dialog', §4 'Voice setup wizard'.
    noSample: voiceProblem('missingInformation'),
    failureTitle: t('dialog.failedTitle'),
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
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>
          {t('dialog.step', { step, total: steps.length, title: t(`dialog.steps.${steps[step - 1]!}`) })}
        </DialogDescription>
      </DialogHeader>
      <ol aria-hidden className="grid grid-cols-4 gap-1.5">
        {steps.map((name, index) => (
          <li key={name} className={index < step ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'} />
        ))}
      </ol>

      {step === 1 && (
        <div className="grid gap-4 text-sm">
          <p>{t('dialog.intro')}</p>
          <RecordingTips className="grid list-disc gap-1 pl-5 text-muted-foreground" />
          <SampleTextField values={draft} onChange={setDraft} />
        </div>
      )}

      {step === 2 && (
        <div className="grid gap-4">
          <blockquote
            aria-label={t('dialog.textToRead')}
            className="max-h-40 overflow-y-auto rounded-lg border border-border bg-muted/40 p-3 text-sm leading-relaxed"
          >
            {draft.sampleText.trim() || t('fields.defaultSampleText')}
          </blockquote>
          <SampleCapture recorder={recorder} />
          {!sample && recorder.status !== 'recording' && <p className="text-xs text-muted-foreground">{t('dialog.needSample')}</p>}
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
          <p className="text-lg font-semibold">{t('dialog.ready', { name: created.profileName })}</p>
          <Badge variant="soft">{created.engineLabel}</Badge>
          <p data-testid="profile-measurements" className="text-sm text-muted-foreground">
            {profileMeasurements(created)}
          </p>
          {created.fallbackFrom && (
            <EngineFallbackNote
              capability="voiceCloning"
              fallback={created.fallbackFrom}
              outcome={t('dialog.fallbackOutcome')}
              className="text-left"
            />
          )}
          <p className="text-sm text-muted-foreground">{t('dialog.pickIt')}</p>
        </div>
      )}

      <DialogFooter>
        {(step === 2 || step === 3) && (
          <Button type="button" variant="outline" disabled={busy || recorder.status !== 'idle'} onClick={() => setStep(step === 2 ? 1 : 2)}>
            <ArrowLeft aria-hidden />
            {t('dialog.back')}
          </Button>
        )}
        {step === 1 && (
          <Button type="button" variant="brand" onClick={() => setStep(2)}>
            {t('dialog.next')}
            <ArrowRight aria-hidden />
          </Button>
        )}
        {step === 2 && (
          <Button type="button" variant="brand" disabled={!sample || recorder.status !== 'idle'} onClick={() => setStep(3)}>
            {t('dialog.next')}
            <ArrowRight aria-hidden />
          </Button>
        )}
        {step === 3 && (
          <Button type="button" variant="brand" disabled={busy} onClick={create}>
            <Sparkles aria-hidden />
            {busy ? t('create.creating') : t('create.submit')}
          </Button>
        )}
        {step === 4 && (
          <Button type="button" variant="brand" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
