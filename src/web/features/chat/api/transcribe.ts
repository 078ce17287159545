import { TRANSCRIBE_AUDIO_FIELD, type TranscribeResponse } from '@shared/contracts/transcribe';
import { useAiStatus } from '@/hooks/use-ai-status';
import { api } from '@/lib/api-client';

/**
 * Whether the server transcribes speech (GET /api/ai/status names a speech input engine). Asked
 * only while `enabled` (the microphone shows with voice on); false until known, and when the
 * status cannot be had: the browser's own recognition is used then.
 */
export function useServerSpeechInput(enabled: boolean): boolean {
  const status = useAiStatus({ enabled });
  return Boolean(status.data?.capabilities.speechInput);
}

/** POST /api/transcribe (multipart: the recording in `audio`, and its language): what was said. */
export function transcribeRecording(recording: Blob, fileName: string, language: string): Promise<TranscribeResponse> {
  const form = new FormData();
  form.set(TRANSCRIBE_AUDIO_FIELD, recording, fileName);
  form.set('language', language);
  return api.post<TranscribeResponse>('/api/transcribe', form);
}
