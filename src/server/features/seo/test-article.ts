/** A short article whose main key phrase is 'podcast', for the route tests. */
export const podcastArticle = [
  'Starting a podcast is easier than most creators think. A podcast needs a clear topic, a simple microphone and a weekly schedule.',
  'Plan your first podcast episodes before you record. Write an outline, invite one guest, and keep each episode under thirty minutes.',
  'Good podcast audio matters more than expensive gear. Record in a quiet room, speak close to the microphone and edit out long pauses.',
  'Publish every podcast episode on the same day each week, share short clips on social media, and ask listeners to leave a review.',
].join('\n\n');
