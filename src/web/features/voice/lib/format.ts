import { formatClock } from '@/lib/format-clock';
import type { VoiceAnalysis } from '@shared/contracts/voice';

/** What the offline voice match measured: 'Median pitch 128 Hz · pace 158 wpm'. */
export function formatAnalysis(analysis: VoiceAnalysis): string {
  return `Median pitch ${Math.round(analysis.medianPitchHz)} Hz · pace ${Math.round(analysis.paceWpm)} wpm`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A profile's creation day: 'Jul 15, 2025'. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** The voiceover download's names (spec §9): voiceover-{timestamp}.mp3, and its captions beside it. */
export function voiceoverFilename(extension: 'mp3' | 'srt' | 'vtt', now: number = Date.now()): string {
  return `voiceover-${now}.${extension}`;
}

/** A profile's measurements, or the sample's length when the engine measured nothing (a cloned voice). */
export function profileMeasurements(profile: { analysis: VoiceAnalysis | null; sampleSeconds: number }): string {
  return profile.analysis ? formatAnalysis(profile.analysis) : `Sample ${formatClock(profile.sampleSeconds)}`;
}
