// The voiceover's sentences in the render benchmarks (video-render.ts, render-health.ts), repeated
// to about three minutes read aloud.
export const renderSentences = [
  'Most creators spend hours on a single video, and most of that time goes into editing.',
  'A clear script, a steady voice and good pictures carry a story further than fancy effects.',
  'Start with a strong hook in the first five seconds, then keep every scene short and focused.',
  'Captions matter, because many people watch with the sound off while they scroll.',
  'Music sets the mood, but it should never compete with the voice.',
  'Finally, end with one clear call to action, so viewers know what to do next.',
];
