import { formatDate, formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { formatClock } from '@/lib/format-clock';
import type { VoiceAnalysis } from '@shared/contracts/voice';

/** What the offline voice match measured: 'Median pitch 128 Hz · pace 158 wpm' (English). */
export function formatAnalysis(analysis: VoiceAnalysis): string {
  return i18n.t('voice:profiles.analysis', {
    pitch: formatNumber(Math.round(analysis.medianPitchHz)),
    pace: formatNumber(Math.round(analysis.paceWpm)),
  });
}

/** A profile's creation day: 'Jul 15, 2025' (English). */
export function formatDay(iso: string, locale?: string): string {
  return formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' }, locale);
}

/** The voiceover download's names (spec §9): voiceover-{timestamp}.mp3, and its captions beside it. */
export function voiceoverFilename(extension: 'mp3' | 'srt' | 'vtt', now: number = Date.now()): string {
  return `voiceover-${now}.${extension}`;
}

/** A profile's measurements, or the sample's length when the engine measured nothing (a cloned voice). */
export function profileMeasurements(profile: { analysis: VoiceAnalysis | null; sampleSeconds: number }): string {
  return profile.analysis
    ? formatAnalysis(profile.analysis)
    : i18n.t('voice:profiles.sampleLength', { time: formatClock(profile.sampleSeconds) });
}
