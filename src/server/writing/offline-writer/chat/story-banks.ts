import type { AudienceGroup } from './audience';

/**
 * What the story ideas are made of. Slots: {hero}/{Hero} (who the story follows), {topic} (the
 * topic in a story's third person: 'a haunted lighthouse', 'the coffee shop'), {Focus} (its short
 * Title Case name), {audience}. As in the script writer, the topic only ever appears as an object
 * ('about {topic}', 'with {topic}'), so singular, plural and question topics all read correctly.
 */

export type StoryTone = 'dramatic' | 'funny' | 'dark' | 'heartfelt' | 'inspiring' | 'energetic' | 'serious';
export type Appeal = 'challenge' | 'mystery' | 'relationship' | 'transformation';

export interface Premise {
  id: string;
  /** A short name, for titles when the topic's name is too long to sit inside one. */
  name: string;
  appeal: Appeal;
  titles: readonly [string, string];
  /** The tone-neutral core of the logline; a tone adds its clause after a dash. */
  core: string;
  /** Setup, turn, climax and payoff, for the expanded outline. */
  beats: readonly [string, string, string, string];
  /** A shot this premise needs. */
  shot: string;
  /** Too grim for children. */
  mature?: boolean;
}

export const premises: readonly Premise[] = [
  {
    id: 'bet',
    name: 'The Bet',
    appeal: 'challenge',
    titles: ['The {Focus} Bet', '{Focus}: Thirty Days'],
    core: '{Hero} bets their savings on {topic} and has thirty days to prove every doubter wrong',
    beats: [
      '{Hero} makes the bet in public, so there is no quiet way to back out',
      'Halfway through, the plan that looked clever stops working and the doubters start counting down',
      'On the last day everything depends on one attempt with {topic}, filmed live',
      'Win or lose, {hero} ends up with something the bet never promised: people who showed up to help',
    ],
    shot: 'a calendar on the wall, crossed off day by day',
  },
  {
    id: 'inheritance',
    name: 'The Inheritance',
    appeal: 'mystery',
    titles: ['The {Focus} Inheritance', '{Focus}: The Notes'],
    core: '{Hero} inherits a locked box of notes about {topic} from a stranger who somehow knew their name',
    beats: [
      'The box arrives with no return address and one instruction: finish what I started',
      'The notes about {topic} point to a real place, and someone else is already looking for it',
      '{Hero} reaches the last page and has to choose between the answer and the person who wrote it',
      'The stranger turns out to be closer to home than {hero} imagined, and the notes were a way of saying sorry',
    ],
    shot: 'hands opening an old box, notes spilling out',
  },
  {
    id: 'rival',
    name: 'The Truce',
    appeal: 'relationship',
    titles: ['{Focus}: Sworn Enemies', 'The {Focus} Truce'],
    core: '{Hero} is forced to team up with their loudest online critic to settle the argument about {topic} once and for all',
    beats: [
      'A heated comment thread about {topic} ends with a dare neither of them can refuse',
      'Working side by side, they find they are wrong about each other in the same ways',
      'The final test puts their partnership in front of everyone who watched them fight',
      'They settle the argument, and the rivalry becomes the best thing either of them has made',
    ],
    shot: "a split screen of the two rivals reading each other's comments",
  },
  {
    id: 'mistake',
    name: 'Take Two',
    appeal: 'transformation',
    titles: ['The {Focus} Disaster', 'Take Two: {Focus}'],
    core: '{Hero} makes one very public mistake with {topic} and has a week to turn it into their best moment',
    beats: [
      'The mistake happens on camera, and by morning everyone has seen it',
      'Hiding does not work, so {hero} decides to own it and try again in the open',
      'The second attempt at {topic} goes wrong in a new way, and this time {hero} laughs first',
      'The honest retry wins over more people than a perfect first try ever could',
    ],
    shot: 'a phone screen filling with notifications after the mistake',
  },
  {
    id: 'loop',
    name: 'On Repeat',
    appeal: 'mystery',
    titles: ['Same Day, Again: {Focus}', '{Focus} on Repeat'],
    core: '{Hero} keeps waking up on the same day until they get one thing about {topic} exactly right',
    beats: [
      'The first repeat feels like déjà vu; by the third, {hero} is taking notes',
      'Every fix creates a new problem, and the day keeps resetting',
      '{hero} realises the thing to get right was never really about {topic}',
      'One small kindness breaks the loop, and the next morning is finally different',
    ],
    shot: 'the same alarm clock shot, repeated with one detail changed each time',
  },
  {
    id: 'mentor',
    name: 'The Lesson',
    appeal: 'relationship',
    titles: ['The {Focus} Lesson', '{Focus}: The Student'],
    core: '{Hero} agrees to teach a stranger everything they know about {topic}, only to find the stranger has something to teach them',
    beats: [
      'The stranger turns up with more questions than {hero} has answers',
      'Each lesson about {topic} becomes a conversation about something bigger',
      'The student surpasses the teacher, and {hero} has to decide how to feel about it',
      'Both of them leave with the thing they came for, and it is not what either expected',
    ],
    shot: 'two people at one table, one explaining with their hands',
  },
  {
    id: 'countdown',
    name: 'The Deadline',
    appeal: 'challenge',
    titles: ['{Focus}: One Night Only', 'The {Focus} Deadline'],
    core: '{Hero} has one night to pull off something impossible with {topic} before a deadline that decides their future',
    beats: [
      'The deadline lands at sunset with no warning and no way to move it',
      'Every hour brings a new obstacle, and help comes from the last person {hero} would ask',
      'With minutes left, {hero} has to pick between finishing and finishing well',
      'Dawn shows whether it worked, and what {hero} learned about working under pressure',
    ],
    shot: 'a clock in the corner of the frame, counting down',
  },
  {
    id: 'map',
    name: 'The Map',
    appeal: 'mystery',
    titles: ['The {Focus} Map', '{Focus}: Follow the Map'],
    core: '{Hero} finds an old map hidden in something connected to {topic}, and following it leads somewhere nobody expected',
    beats: [
      'The map is hand-drawn, half finished, and signed with initials {hero} recognises',
      'Each stop on the map reveals another piece of the story behind {topic}',
      'The last mark leads to a locked door and a choice about whether to open it',
      'What is behind it changes how {hero} sees the place they grew up in',
    ],
    shot: 'a torch beam moving across an old hand-drawn map',
  },
  {
    id: 'swap',
    name: 'The Swap',
    appeal: 'relationship',
    titles: ['The {Focus} Swap', '{Focus}: The Other Side'],
    core: '{Hero} swaps lives for a week with someone who sees {topic} in the opposite way',
    beats: [
      'The swap starts as a stunt, with both of them sure they are right',
      'Living the other side of {topic}, {hero} finds the parts nobody posts about',
      'The week ends with a public conversation neither of them planned',
      'They swap back, each keeping one habit from the other',
    ],
    shot: "the two people passing each other in a doorway, each carrying the other's things",
  },
  {
    id: 'underdog',
    name: 'The Underdog',
    appeal: 'transformation',
    titles: ['The {Focus} Underdog', "Nobody's {Focus} Expert"],
    core: '{Hero}, the last person anyone expected to care about {topic}, ends up the only one who can fix what everyone else broke',
    beats: [
      'Nobody asks {hero} for an opinion, until the experts get stuck',
      'Learning about {topic} from zero, {hero} notices what the experts stopped seeing',
      'The fix needs someone willing to look foolish in public, and only {hero} volunteers',
      'It works, and the people who laughed are the first to ask how',
    ],
    shot: 'the hero at the back of a crowded room, slowly raising a hand',
  },
  {
    id: 'documentary',
    name: 'The Tapes',
    appeal: 'mystery',
    titles: ['Off the Record: {Focus}', 'The {Focus} Tapes'],
    core: '{Hero} sets out to film an honest documentary about {topic} and captures something they were never meant to see',
    beats: [
      'The first interviews about {topic} are friendly and a little boring',
      'One clip, noticed only in the edit, contradicts everything the interviews said',
      '{hero} has to decide whether to publish, knowing who it will hurt',
      'The finished film tells the truth in a way that protects the people who trusted the camera',
    ],
    shot: "a camera's playback screen, paused on one frame",
    mature: true,
  },
  {
    id: 'reunion',
    name: 'The Reunion',
    appeal: 'relationship',
    titles: ['{Focus}: Together Again', 'The {Focus} Reunion'],
    core: '{Hero} reconnects with an old friend through a shared love of {topic} and has to face why they stopped talking',
    beats: [
      'A chance message about {topic} reopens a conversation that ended badly years ago',
      'Working on {topic} together feels easy until the old argument surfaces',
      'One of them has to apologise first, in person',
      'The friendship comes back changed, and {topic} is what they build it on',
    ],
    shot: 'an old photo of the two friends held up against the same spot today',
  },
];

/** The clause each tone adds to a logline. */
export const toneClauses: Record<StoryTone, readonly string[]> = {
  dramatic: [
    'and the cost of failing is higher than anyone admits',
    'but the truth they uncover changes what winning means',
    'while the one person they need refuses to help',
  ],
  funny: [
    'armed with total confidence and absolutely no plan',
    'and every attempt to look like an expert makes things more ridiculous',
    'with a sidekick who keeps making it worse',
  ],
  dark: [
    'and the closer they get, the more it looks like someone wants them to stop',
    'but something about it has been wrong from the very first day',
    'and the rules seem to change every time they look away',
  ],
  heartfelt: [
    'and it slowly becomes about the people they had stopped calling',
    'and learns that the small moments were the point all along',
    "finding the family they didn't know they needed",
  ],
  inspiring: [
    'and every small win shows the people watching that they could do it too',
    'proving that starting late is still starting',
    'turning each setback into the next step',
  ],
  energetic: [
    'against a ticking clock and a rival who never sleeps',
    'with no time, no budget and no second chances',
    'racing from one challenge straight into the next',
  ],
  serious: [
    'and the facts they uncover force a hard choice',
    'while weighing what it will cost the people around them',
    'and must decide what they are willing to give up',
  ],
};

/** Opening lines, spoken by the hero. */
export const toneHooks: Record<StoryTone, readonly string[]> = {
  dramatic: [
    'Nobody warned me that {topic} would cost me this much.',
    'I had one rule about {topic}. I broke it on day one.',
    'Everything I thought I knew about {topic} lasted exactly one morning.',
    'This is the week {topic} stopped being a hobby.',
  ],
  funny: [
    'In my defence, nobody said {topic} came with instructions.',
    'Day one: I am an expert on {topic}. Day two: please send help.',
    "My mum thinks I'm a genius. My mum has not seen me anywhere near {topic}.",
    'This is the story of the least qualified person ever to take on {topic}.',
  ],
  dark: [
    "The note about {topic} was in my handwriting. I don't remember writing it.",
    'Everyone who got close to {topic} stopped posting. I should have noticed sooner.',
    'It started as a harmless video about {topic}.',
    "Don't look too closely at {topic}. I did.",
  ],
  heartfelt: [
    'My grandfather never talked about {topic}. Then I found the box.',
    "I almost said no to {topic}. I'm so glad I didn't.",
    "This started with {topic} and ended with a phone call I'd been avoiding for years.",
    'Some things you only understand once you share them. For me, that was {topic}.',
  ],
  inspiring: [
    "A year ago I knew nothing about {topic}. Here's what changed.",
    'Everyone said I was too late for {topic}.',
    'If I can figure out {topic}, so can you. Watch.',
    "My first attempt at {topic} was a disaster. The tenth wasn't.",
  ],
  energetic: [
    'Thirty seconds in, and {topic} is already going wrong.',
    'Three, two, one, and the challenge with {topic} starts now.',
    'No script, no safety net, just me and {topic}.',
    "You have one minute. So do I. Let's go.",
  ],
  serious: [
    'What nobody says out loud about {topic} is where this story starts.',
    'I spent months looking into {topic}. This is what I found.',
    'There are two ways to look at {topic}. This story is about the harder one.',
    'Before you decide anything about {topic}, hear this one story.',
  ],
};

/** The lines after the hook, for the expanded outline's opening. */
export const toneFollowLines: Record<StoryTone, readonly string[]> = {
  dramatic: [
    "It started the way these things always do: with a promise I couldn't keep.",
    "By the end of the week, I would lose something I didn't know I had.",
  ],
  funny: ['Spoiler: the plan did not survive contact with reality.', 'I would like to say I was prepared. I was not.'],
  dark: ['The first sign was small enough to ignore.', "I'm telling you this now, in case nobody else does."],
  heartfelt: ["I didn't know it yet, but I was about to get a second chance.", "It's funny what you find when you finally slow down."],
  inspiring: ["This isn't a story about talent. It's about showing up.", "Every expert you've ever watched started exactly where I was."],
  energetic: ["The clock is running. Let's not waste it.", 'Rule one: no stopping. Rule two: see rule one.'],
  serious: ['I want to tell this one carefully, because it matters.', "The details are important, so let's start at the beginning."],
};

/** How each tone is shot. */
export const toneShots: Record<StoryTone, string> = {
  dramatic: "a slow push-in on the hero's face at the turn",
  funny: 'a hard cut from the confident plan to the messy result',
  dark: 'a long static shot where nothing happens for one second too long',
  heartfelt: 'warm window light on a small, shared moment',
  inspiring: 'a side-by-side of the first attempt and the latest one',
  energetic: 'quick jump cuts with an on-screen timer',
  serious: 'a steady, locked-off interview frame',
};

/** The Script Writing tone that writes each story tone best. */
export const scriptToneFor: Record<StoryTone, 'Storytelling' | 'Humorous' | 'Creepy' | 'Inspirational' | 'Energetic' | 'Professional'> = {
  dramatic: 'Storytelling',
  funny: 'Humorous',
  dark: 'Creepy',
  heartfelt: 'Storytelling',
  inspiring: 'Inspirational',
  energetic: 'Energetic',
  serious: 'Professional',
};

/** Who a story can follow, by audience: someone the audience can picture being. */
export const heroes: Record<AudienceGroup, readonly string[]> = {
  kids: [
    'a curious ten-year-old',
    'a shy kid with a big imagination',
    'a kid spending the summer with their grandparents',
    'a kid who asks too many questions',
  ],
  teens: [
    'a sixteen-year-old with a secret account',
    'a teen who just moved to a new town',
    'the new kid in class',
    'a teenager saving for their first car',
  ],
  'young-adults': [
    'a broke college student',
    'a graduate in their first real job',
    'a twenty-something who just quit their job',
    'a night-owl barista',
  ],
  parents: ['a tired parent of three', 'a single dad', 'a mum going back to work', 'a stay-at-home dad'],
  professionals: ['a burned-out project manager', 'a first-time founder', 'a freelancer down to one client', 'a new team lead'],
  seniors: [
    'a retired teacher',
    'a grandmother with her first smartphone',
    'a widower who just joined a club',
    'a retired engineer who still fixes everything',
  ],
  general: ['a small-town mechanic', 'a night-shift nurse', 'a rookie reporter', 'an overconfident influencer', 'a retired teacher'],
};

/** Tones that suit each audience, in order of preference. */
export const groupTones: Record<AudienceGroup, readonly StoryTone[]> = {
  kids: ['funny', 'heartfelt', 'inspiring', 'energetic'],
  teens: ['funny', 'dark', 'dramatic', 'energetic'],
  'young-adults': ['funny', 'dramatic', 'heartfelt', 'dark'],
  parents: ['heartfelt', 'funny', 'inspiring', 'dramatic'],
  professionals: ['dramatic', 'inspiring', 'serious', 'funny'],
  seniors: ['heartfelt', 'dramatic', 'funny', 'serious'],
  general: ['dramatic', 'funny', 'dark', 'heartfelt', 'inspiring'],
};

export const appealReasons: Record<Appeal, string> = {
  challenge: 'a clear goal and a deadline give {audience} a reason to stay to the end',
  mystery: 'an open question from the first line keeps {audience} watching for the answer',
  relationship: 'two people carry the story, which gives {audience} someone to root for and something to argue about in the comments',
  transformation: 'a visible before and after lets {audience} picture themselves making the same change',
};

/** Why an idea suits the audience: three phrasings per group, one per idea, so a reply does not repeat itself. */
export const groupReasons: Record<AudienceGroup, readonly [string, string, string]> = {
  kids: [
    'It stays playful and safe, with a hero kids can picture being.',
    'The stakes are big to a kid and nothing in it is frightening.',
    'Each beat is simple enough to follow without a grown-up explaining it.',
  ],
  teens: [
    'The hero is close to their age and the stakes are social, not abstract.',
    'It plays well in short parts, each ending on a question.',
    'It never talks down to them, and the hero gets things wrong the way they do.',
  ],
  'young-adults': [
    'The hero is at their stage of life, and the beats cut cleanly into short vertical clips.',
    'It is about starting out and making it up as you go, which is where they are.',
    'The turn comes fast, so it holds up as a series of short episodes.',
  ],
  parents: [
    'It turns on family and time, so it needs no set-up for a parent watching.',
    'It can be watched in the few minutes a busy day allows.',
    'The warmth in it is earned, not sugary.',
  ],
  professionals: [
    'It takes work and ambition seriously, and the lesson underneath fits in one line.',
    'The pressure in it is the kind they know from work.',
    'It can be told in a few minutes and still leave something to think about.',
  ],
  seniors: [
    'It rewards experience rather than mocking it, and the pace leaves room to breathe.',
    'The hero has a past that matters to the story.',
    'It is told plainly, without tricks that get in the way.',
  ],
  general: [
    'The premise needs no special knowledge, so a first-time viewer can follow it.',
    'It can be summed up in one sentence, which makes it easy to share.',
    'The hero is ordinary on purpose, so anyone can step into their shoes.',
  ],
};

/** How an idea ties back to the niche: {niche}, {subject}. */
export const nicheReasons: readonly [string, string, string] = [
  'It gives your {niche} channel a story built around {subject}.',
  'It brings {subject} to your {niche} audience without leaving the niche behind.',
  'It can run as a story episode between your regular {niche} videos.',
];
