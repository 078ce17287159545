import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

// The player comes with the voice feature, loaded only when a message has audio to play.
const AudioPlayer = lazy(() => import('@/features/voice/components/audio-player').then((player) => ({ default: player.AudioPlayer })));

/** A message's audio, in the voice feature's player. */
export function VoiceAudio({ src, autoPlay }: { src: string; autoPlay: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Suspense fallback={<Spinner />}>
      <AudioPlayer src={src} label={t('messages.voiceMessage')} autoPlay={autoPlay} />
    </Suspense>
  );
}
