import { useTranslation } from 'react-i18next';
import { VOICE_SAMPLE_ADVISED_SECONDS } from '@shared/catalog/voice';

/** The recording tips (spec §2; @shared/catalog/voice's RECORDING_TIPS in English), as a list. */
export function RecordingTips({ className }: { className?: string }) {
  const { t } = useTranslation('voice');
  const tips = [t('tips.quietPlace'), t('tips.speakClearly'), t('tips.length', VOICE_SAMPLE_ADVISED_SECONDS)];
  return (
    <ul className={className}>
      {tips.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}
