import type { AudienceGroup } from './audience';

/**
 * What the ad concepts are made of. Slots: {product} (what is advertised, as running text:
 * 'your coffee shop'), {ours} (the same, as the
 * advertiser says it: 'our coffee shop'), {kind} (its kind in the plural: 'coffee shops'), {topic} (the
 * niche or topic: 'tech reviews'), {audience}, {someone} (one person of the audience), {customer} /
 * {customers} ('viewer' for a channel). Nothing here states a fact about the
 * product: the outlines say what to film and the voiceover lines are written to be checked and
 * adapted by the advertiser (no prices, offers, ratings or numbers are made up).
 */

export type ChannelId =
  'tiktok' | 'reels' | 'shorts' | 'youtube' | 'facebook' | 'search' | 'linkedin' | 'pinterest' | 'creators' | 'retargeting';

export interface AdConcept {
  id: string;
  name: string;
  angle: string;
  hook: string;
  /** 0–3 s, 3–10 s, 10–15 s. */
  outline15: readonly [string, string, string];
  /** 0–3 s, 3–8 s, 8–18 s, 18–25 s, 25–30 s. */
  outline30: readonly [string, string, string, string, string];
  /** Voiceover for the three middle beats of the 30-second version. */
  voice: readonly [string, string, string];
  /** Channels this concept plays best on, best first. */
  channels: readonly ChannelId[];
}

export const adConcepts: readonly AdConcept[] = [
  {
    id: 'problem-fix',
    name: 'Problem → Fix',
    angle: 'Open on a frustration {audience} already know, then show {product} as the way out.',
    hook: 'Still doing it the hard way?',
    outline15: [
      'the frustration, in one relatable shot',
      '{product} solving it, shown rather than told',
      'the result, with the call to action on screen',
    ],
    outline30: [
      'the frustration, in one relatable shot',
      'it gets worse: the moment everyone recognises',
      '{product} in use, two close-ups of how it helps',
      'the result, with a real {customer} saying it in their own words',
      'the call to action, on screen and spoken',
    ],
    voice: ['We have all been there.', 'This is where {ours} comes in.', 'Less hassle, more of what you actually came for.'],
    channels: ['reels', 'tiktok', 'facebook', 'shorts'],
  },
  {
    id: 'before-after',
    name: 'Before & After',
    angle: 'A visible change is the whole ad: the same scene before and after {product}.',
    hook: 'Watch what changes in the next fifteen seconds.',
    outline15: ['the "before", shot plainly', 'a quick transition (a snap, a swipe, a door opening)', 'the "after" and the call to action'],
    outline30: [
      'the "before", shot plainly',
      'what it is like to live with the "before"',
      'the switch to {product}, step by step',
      'the "after", shown from the same angle as the opening',
      'the call to action over the "after" shot',
    ],
    voice: ['This was the starting point.', 'Then we brought in {ours}.', 'Same place, different story.'],
    channels: ['tiktok', 'reels', 'pinterest', 'shorts'],
  },
  {
    id: 'behind-scenes',
    name: 'Behind the Scenes',
    angle: 'Show the care and craft behind {product}: the part customers never see.',
    hook: "Here's what happens before you ever see {ours}.",
    outline15: [
      'hands at work, close-up, no logo yet',
      'two quick steps of the process',
      'the finished result, the logo and the call to action',
    ],
    outline30: [
      'hands at work, close-up, no logo yet',
      'the people behind it, introduced by first name',
      'three steps of the process in quick cuts',
      'the finished result reaching a {customer}',
      'the logo and the call to action',
    ],
    voice: ['It starts long before you arrive.', 'Every step is done by people who care how it turns out.', 'And this is the result.'],
    channels: ['reels', 'tiktok', 'youtube', 'facebook'],
  },
  {
    id: 'real-people',
    name: 'Real People',
    angle: 'Let real {customers} of {product} speak; their words beat any script (film them, do not invent them).',
    hook: 'We asked people why they keep coming back to {ours}.',
    outline15: [
      'a {customer} answering one question, straight to camera',
      'two more quick answers, cut together',
      'the call to action over the last smile',
    ],
    outline30: [
      'a {customer} answering one question, straight to camera',
      'a second {customer} with a different reason',
      '{product} in use, cut with their words',
      'the best line of the day, repeated on screen',
      'the call to action',
    ],
    voice: ['Their words, not ours.', 'Different people, different reasons.', 'Come and find your own.'],
    channels: ['facebook', 'reels', 'youtube', 'creators'],
  },
  {
    id: 'challenge',
    name: 'The Challenge',
    angle: 'Turn {product} into a quick challenge {audience} can join or copy.',
    hook: 'Can you do this in fifteen seconds?',
    outline15: ['the challenge in one line, on screen', 'someone attempting it with {product}', 'the result and an invitation to try it'],
    outline30: [
      'the challenge in one line, on screen',
      'the first attempt, which goes wrong',
      'the second attempt with {product}, which works',
      'a creator or {customer} taking the challenge on',
      'the invitation to try it and the call to action',
    ],
    voice: ['Here is the challenge.', 'First try: not quite.', 'Second try, with {ours}: done.'],
    channels: ['tiktok', 'shorts', 'creators', 'reels'],
  },
  {
    id: 'myth-reality',
    name: 'Myth vs Reality',
    angle: 'Name a belief that stops {audience} from trying {product}, then show the reality.',
    hook: 'You have probably heard this about {kind}.',
    outline15: ['the myth, as a caption over a sceptical face', 'the reality, shown with {product}', 'the call to action'],
    outline30: [
      'the myth, as a caption over a sceptical face',
      'why people believe it',
      'the reality, demonstrated with {product}',
      'a second myth, knocked down quickly',
      'the call to action',
    ],
    voice: ['It is what everyone says.', 'Here is what it actually looks like.', 'So, one less reason to wait.'],
    channels: ['youtube', 'facebook', 'shorts', 'linkedin'],
  },
  {
    id: 'day-in-life',
    name: 'A Day With It',
    angle: 'Follow {someone} through a normal day where {product} fits in naturally.',
    hook: 'A normal day, with one small change.',
    outline15: [
      'morning: the person and their day in one shot',
      '{product} fitting into the middle of it',
      'evening: the difference, and the call to action',
    ],
    outline30: [
      'morning: the person and their day in one shot',
      'the busy middle of the day',
      'the moment {product} helps',
      'the evening, calmer than the morning promised',
      'the call to action',
    ],
    voice: ['This is a normal day.', 'Busy, like yours.', 'With {ours} in it, it goes a little differently.'],
    channels: ['reels', 'tiktok', 'facebook', 'pinterest'],
  },
  {
    id: 'founder-why',
    name: 'The Why',
    angle: 'The person behind {product} explains, in one breath, why it exists.',
    hook: 'We started {ours} because of one problem.',
    outline15: [
      'the founder or owner, straight to camera',
      'the problem they set out to fix, shown',
      '{product} today and the call to action',
    ],
    outline30: [
      'the founder or owner, straight to camera',
      'the problem they set out to fix',
      'the first version, and what changed since',
      'who it is for: {audience}',
      'the call to action, said by the founder',
    ],
    voice: ['It started with a problem I could not ignore.', 'The first version was rough.', 'Today it is built for people like you.'],
    channels: ['linkedin', 'youtube', 'facebook', 'search'],
  },
  {
    id: 'first-look',
    name: 'First Look',
    angle: 'Film {someone} trying {product} for the first time and keep the reaction they really have.',
    hook: 'First time trying {ours}. No retakes.',
    outline15: [
      'the first-timer arriving, a little unsure',
      'the first try of {product}, their face in close-up',
      'their verdict and the call to action',
    ],
    outline30: [
      'the first-timer arriving, a little unsure',
      'what they expect, in their own words',
      'the first try of {product}, their face in close-up',
      'their verdict, unedited',
      'the call to action',
    ],
    voice: ['Someone new, seeing it for the first time.', 'No script, just the first try.', 'Their words, not ours.'],
    channels: ['tiktok', 'reels', 'creators', 'shorts'],
  },
  {
    id: 'top-question',
    name: 'The Question',
    angle: 'Answer, straight to camera, the question {audience} ask most before choosing {product}.',
    hook: 'The question we hear most about {ours}.',
    outline15: ['the question, as a caption, read aloud', 'the straight answer, shown with {product}', 'the call to action'],
    outline30: [
      'the question, as a caption, read aloud',
      'why people ask it',
      'the straight answer, shown with {product}',
      'what it means for {audience}',
      'the call to action',
    ],
    voice: ['Everyone asks us this.', 'Here is the straight answer.', 'Now you know what to expect.'],
    channels: ['youtube', 'facebook', 'search', 'linkedin'],
  },
];

export type AdTone = 'funny' | 'dark' | 'serious' | 'heartfelt' | 'energetic' | 'inspiring';

/** Hooks in a requested style, for follow-ups and the expanded version's alternatives. */
export const adToneHooks: Record<AdTone, readonly string[]> = {
  funny: [
    'Nobody asked for an ad about {kind}. Here it is anyway.',
    'We tried to make this ad boring. {Ours} would not cooperate.',
    'Plot twist: the best part of your week could be {ours}.',
  ],
  dark: [
    'Stop scrolling. This is the part nobody shows you.',
    "You've been doing this the hard way. Here's the way out.",
    'Everyone ignores this until it is too late.',
  ],
  serious: [
    'Here is exactly what {ours} does, in thirty seconds.',
    'No gimmicks: what {ours} is, who it is for, and how to start.',
    'One problem, one answer: {ours}.',
  ],
  heartfelt: [
    'Behind {ours} are people who care how your day goes.',
    "This is for everyone who's been putting themselves last.",
    'Some things are worth doing properly. {Ours} is one of them.',
  ],
  energetic: ['Three seconds. That is all {ours} needs.', 'Ready? {Ours}, in fast-forward.', 'Go! {Ours}, start to finish, right now.'],
  inspiring: [
    'The first step is the hardest. {Ours} makes it smaller.',
    "You don't need to be ready. You need to start.",
    'Imagine next month, with {ours} already part of it.',
  ],
};

export const channelLabels: Record<ChannelId, string> = {
  tiktok: 'TikTok',
  reels: 'Instagram Reels',
  shorts: 'YouTube Shorts',
  youtube: 'YouTube in-stream',
  facebook: 'Facebook feed',
  search: 'Google Search ads',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  creators: 'Creator partnerships',
  retargeting: 'Retargeting',
};

/** Why a channel suits a concept, said once beside the concept. */
export const channelReasons: Record<ChannelId, string> = {
  tiktok: 'full-screen vertical video with sound on suits a fast hook',
  reels: 'vertical video in a feed built for discovery',
  shorts: 'short vertical video next to long-form viewing',
  youtube: 'viewers are already watching video and will sit through a story',
  facebook: 'broad reach, with targeting by interest and location',
  search: 'it reaches people at the moment they search for it',
  linkedin: 'it reaches people by job and industry',
  pinterest: 'people browse it to plan what to try next',
  creators: 'a trusted voice does the telling',
  retargeting: 'it reminds people who have already shown interest',
};

/** A suggested split by audience (percentages of the channels; the testing reserve adds the last 10%). */
export const channelMixes: Record<AudienceGroup, readonly [ChannelId, number][]> = {
  kids: [
    ['facebook', 30],
    ['youtube', 25],
    ['reels', 20],
    ['pinterest', 15],
  ],
  teens: [
    ['tiktok', 35],
    ['reels', 25],
    ['shorts', 20],
    ['creators', 10],
  ],
  'young-adults': [
    ['tiktok', 30],
    ['reels', 25],
    ['shorts', 20],
    ['creators', 15],
  ],
  parents: [
    ['facebook', 30],
    ['reels', 25],
    ['search', 20],
    ['pinterest', 15],
  ],
  professionals: [
    ['linkedin', 35],
    ['search', 30],
    ['youtube', 15],
    ['retargeting', 10],
  ],
  seniors: [
    ['facebook', 40],
    ['search', 25],
    ['youtube', 25],
  ],
  general: [
    ['search', 25],
    ['reels', 25],
    ['facebook', 20],
    ['shorts', 20],
  ],
};

export const RESERVE_PERCENT = 10;

/** What to watch on each channel. */
export const channelMetrics: Record<ChannelId, string> = {
  tiktok: 'hook rate on TikTok (3-second views ÷ impressions): which opening holds attention',
  reels: 'hook rate and saves on Instagram Reels',
  shorts: 'view-through rate on YouTube Shorts',
  youtube: 'view rate and clicks on YouTube in-stream',
  facebook: 'click-through rate and cost per result on Facebook',
  search: 'search terms and cost per click on Google Search: which words bring buyers',
  linkedin: 'cost per lead on LinkedIn, and how many leads are a real fit',
  pinterest: 'saves and outbound clicks on Pinterest',
  creators: "uses of each creator's own link or code, so every partnership is judged on results",
  retargeting: 'conversion rate of people who saw an ad before',
};

export const channelCtas: readonly string[] = [
  'Subscribe for the next {topic} video.',
  'Follow for more {topic}.',
  'Watch the full video on the channel.',
];
export const businessCtas: readonly string[] = [
  "Tap 'Learn more' to see {ours} for yourself.",
  'Send a message to get started.',
  'Come and see it in person this week.',
  'Tap the link to try {ours}.',
];
