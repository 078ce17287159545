import type { QuickTemplateId, ScriptTone } from '@shared/catalog/scripts';

/**
 * The angles a script prompt can take. Slots: {subject} (the topic as running text), {Subject},
 * {audience}, {Focus} (the topic's short Title Case name). Each angle maps onto a Script Writing
 * quick template, so its prompt can be pasted there as it is.
 */
export interface Angle {
  id: string;
  /** The prompt's title: always '{Focus}: …', so the suffix names the angle. */
  title: string;
  template: QuickTemplateId;
  /** What goes into Script Writing's topic box. */
  topic: string;
  /** How the script opens. */
  hook: string;
  /** The body, in order. */
  beats: readonly string[];
  tones: readonly ScriptTone[];
  /** Why this angle suits the audience. */
  why: string;
  /** Needs room: takes the longer length. */
  longer?: boolean;
}

export const angles: readonly Angle[] = [
  {
    id: 'beginner',
    title: "{Focus}: The Beginner's Guide",
    template: 'tutorial',
    topic: 'How to get started with {subject}, step by step for {audience}',
    hook: 'a ten-second promise of what the viewer will be able to do by the end',
    beats: [
      'what they need before starting',
      'three steps, each shown with an example',
      'the most common first mistake and how to avoid it',
      'a quick recap of the steps',
    ],
    tones: ['Educational', 'Casual'],
    why: 'it gives {audience} a clear result to aim for and removes the fear of starting',
    longer: true,
  },
  {
    id: 'myths',
    title: '{Focus}: Myths vs Facts',
    template: 'explainer',
    topic: 'The biggest myths about {subject}',
    hook: 'the most common myth, stated as if it were true, then a pause',
    beats: [
      'why the myth sounds believable',
      'what is actually the case, explained simply',
      'two more myths in quick succession',
      'the one thing to remember',
    ],
    tones: ['Educational', 'Humorous', 'Energetic'],
    why: 'correcting something {audience} already believe is one of the quickest ways to earn attention',
  },
  {
    id: 'mistakes',
    title: '{Focus}: Mistakes to Avoid',
    template: 'tutorial',
    topic: 'Common mistakes with {subject} and how to fix them',
    hook: 'the costliest mistake shown first, without saying yet how to fix it',
    beats: [
      'mistake one, why it happens and the fix',
      'mistake two, with a before-and-after',
      'mistake three, the one experienced people still make',
      'a checklist to avoid all three',
    ],
    tones: ['Casual', 'Educational', 'Professional'],
    why: 'mistakes are specific and practical, so {audience} can act on them the same day',
  },
  {
    id: 'story',
    title: '{Focus}: An Honest Story',
    template: 'vlog',
    topic: 'My honest experience with {subject}',
    hook: 'the moment things went wrong, told in the first person',
    beats: ['how it started and what was expected', 'the turning point', 'what changed afterwards', 'the lesson, said plainly'],
    tones: ['Storytelling', 'Casual', 'Inspirational'],
    why: 'a personal story lets {audience} see themselves in it instead of being lectured',
  },
  {
    id: 'showdown',
    title: '{Focus}: Which Option Wins?',
    template: 'review',
    topic: 'Comparing the main options for {subject}: which one is right for {audience}',
    hook: 'the verdict teased but not given, with the two front-runners on screen',
    beats: [
      'the criteria that matter, stated up front',
      'option one: strengths and weak spots',
      'option two: strengths and weak spots',
      'the verdict, with who should choose which',
    ],
    tones: ['Professional', 'Energetic', 'Casual'],
    why: 'a comparison answers the question {audience} ask right before they decide',
    longer: true,
  },
  {
    id: 'challenge',
    title: '{Focus}: The 7-Day Challenge',
    template: 'vlog',
    topic: 'A 7-day challenge with {subject}',
    hook: 'the rules of the challenge in one sentence, with day seven teased',
    beats: [
      'day one: the starting point and the goal',
      'the middle days: what got hard',
      'the day it almost failed',
      'day seven: the result, honestly reported',
    ],
    tones: ['Energetic', 'Humorous', 'Casual'],
    why: 'a challenge has built-in suspense, and {audience} can copy it afterwards',
  },
  {
    id: 'explained',
    title: '{Focus}: Explained Simply',
    template: 'explainer',
    topic: '{Subject} explained simply for {audience}',
    hook: 'one surprising question about the topic that the video will answer',
    beats: [
      'the idea in one sentence',
      'an everyday comparison that makes it click',
      'how it works, in three short steps',
      'why it matters to the viewer',
    ],
    tones: ['Educational', 'Casual', 'Professional'],
    why: 'plain language and one good comparison make it easy for {audience} to share',
  },
  {
    id: 'five-things',
    title: '{Focus}: 5 Things Nobody Tells You',
    template: 'explainer',
    topic: '5 things nobody tells you about {subject}',
    hook: 'the most surprising of the five, teased first',
    beats: [
      'things one and two, quick and concrete',
      'thing three, with an example',
      'thing four, the practical one',
      'thing five, saved for last because it changes how to start',
    ],
    tones: ['Casual', 'Energetic', 'Humorous'],
    why: 'a numbered list tells {audience} exactly what they will get and keeps them counting to five',
  },
  {
    id: 'behind',
    title: '{Focus}: Behind the Scenes',
    template: 'vlog',
    topic: 'Behind the scenes of {subject}',
    hook: 'a shot of something viewers normally never see, with one line of context',
    beats: ['the part everyone sees', 'the work behind it, step by step', 'the thing that surprised you', 'what viewers can take from it'],
    tones: ['Casual', 'Storytelling'],
    why: 'a look behind the curtain builds trust with {audience} without selling anything',
  },
  {
    id: 'questions',
    title: '{Focus}: Your Questions Answered',
    template: 'explainer',
    topic: 'The questions people ask most about {subject}, answered',
    hook: 'the question viewers ask most, read out word for word',
    beats: [
      'the question everyone asks first',
      'the question people are shy to ask',
      'the question whose answer surprises people',
      'where to go next for the rest',
    ],
    tones: ['Casual', 'Educational', 'Professional'],
    why: 'answering the questions {audience} actually ask shows them the video was made for them',
  },
];

/** How each Script Writing tone should sound, said in the prompt. */
export const toneGuidance: Record<ScriptTone, string> = {
  Educational: 'define each term the first time it appears',
  Professional: 'keep it precise and free of slang',
  Casual: "talk like a friend and say 'you' a lot",
  Energetic: 'use short, punchy lines and quick transitions',
  Humorous: "add one light joke per section, never at the viewer's expense",
  Inspirational: 'build towards a hopeful, concrete next step',
  Creepy: 'build slowly, keep the narration understated and leave one question open',
  Storytelling: 'tell it as one continuous story with a clear turning point',
};

export const promptTips: readonly string[] = [
  'Paste the topic line into Script Writing with the same length, tone and template; the full prompt works in any script generator.',
  'Run the same prompt in two tones and keep the stronger hook.',
  "Keep the audience in the topic line ('… for {audience}') so the script speaks to them directly.",
  'One idea per video: if a prompt grows a second topic, save it for the next video.',
  "Read the first fifteen seconds aloud before recording; if it doesn't make you curious, rewrite the hook.",
];
