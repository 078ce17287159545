import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEECH_RATE } from '@shared/catalog/voice';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { fieldClass } from '@/components/ui/select-field';
import { useVoiceProfiles, VoiceProfileDialog } from '@/features/voice';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { ChatSettings } from '../lib/chat-settings';
import { SwitchButton } from './switch-button';

type ChatSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ChatSettings;
  onChange: (settings: ChatSettings) => void;
};

/**
 * Chat Settings (spec §2): Voice Features, the voice profile (with Create Voice opening the Voice
 * Profile Setup dialog) and the speech rate 0.5–2 in steps of 0.1. Loaded with the voice feature.
 */
export function ChatSettingsDialog({ open, onOpenChange, settings, onChange }: ChatSettingsDialogProps) {
  const { t } = useTranslation('chat');
  const { number } = useFormat();
  const profiles = useVoiceProfiles();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Dialog open={open && !creating} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('settings.title')}</DialogTitle>
            <DialogDescription>{t('settings.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-5">
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="chat-voice-features">{t('settings.voiceFeatures')}</Label>
              <SwitchButton
                id="chat-voice-features"
                label={t('settings.voiceFeatures')}
                checked={settings.voiceEnabled}
                onChange={(voiceEnabled) => onChange({ ...settings, voiceEnabled })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="chat-voice-profile">{t('settings.voiceProfile')}</Label>
              <div className="flex gap-2">
                <select
                  id="chat-voice-profile"
                  className={cn(fieldClass, 'h-10 flex-1')}
                  value={settings.voiceProfileId ?? ''}
                  onChange={(event) => onChange({ ...settings, voiceProfileId: event.target.value || null })}
                >
                  <option value="">{profiles.isLoading ? t('settings.loadingProfiles') : t('settings.selectProfile')}</option>
                  {(profiles.data ?? []).map((profile) => (
                    <option key={profile.id} value={profile.id}>
                      {profile.profileName}
                    </option>
                  ))}
                </select>
                <Button type="button" variant="outline" onClick={() => setCreating(true)}>
                  <Plus aria-hidden />
                  {t('settings.createVoice')}
                </Button>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="chat-speech-rate">
                {t('settings.speechRate')}{' '}
                <span className="ml-auto text-muted-foreground">
                  {t('settings.speechRateValue', {
                    rate: number(settings.speechRate, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  })}
                </span>
              </Label>
              <input
                id="chat-speech-rate"
                type="range"
                min={SPEECH_RATE.min}
                max={SPEECH_RATE.max}
                step={SPEECH_RATE.step}
                value={settings.speechRate}
                onChange={(event) => onChange({ ...settings, speechRate: Number(event.target.value) })}
                className="accent-primary"
              />
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <VoiceProfileDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(profile) => onChange({ ...settings, voiceProfileId: profile.id })}
      />
    </>
  );
}
