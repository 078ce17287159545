import type { ScriptTone } from '@shared/catalog/scripts';
import { contract, expand } from './tone-rhythm';

/**
 * The few lines the offline writer says in each tone: the hook's frame around what the video
 * covers ({coverage}), a call to action and a sign-off. None of them claims anything about the topic.
 */
interface ToneVoice {
  hooks: readonly string[];
  ctas: readonly string[];
  outros: readonly string[];
}

export const toneVoices: Record<ScriptTone, ToneVoice> = {
  Educational: {
    hooks: ['In this lesson: {coverage}.', 'Here is what this video covers: {coverage}.', 'Today we look at {coverage}.'],
    ctas: [
      'If this helped, subscribe for the next lesson.',
      'Questions? Leave them in the comments.',
      'Save this video for when you need it.',
    ],
    outros: [
      'Thanks for watching, and see you in the next lesson.',
      'That is the lesson. See you next time.',
      'Thanks for learning with me.',
    ],
  },
  Professional: {
    hooks: ['This video covers {coverage}.', 'In the next few minutes: {coverage}.', 'The agenda: {coverage}.'],
    ctas: [
      'Subscribe for more videos like this one.',
      'Share this with a colleague who needs it.',
      'Your questions are welcome in the comments.',
    ],
    outros: ['Thank you for watching.', 'Thank you for your time.', 'That concludes this video. Thank you.'],
  },
  Casual: {
    hooks: ['Okay, so today: {coverage}.', 'Today is all about {coverage}.', 'So here is the plan: {coverage}.'],
    ctas: ['If you liked this, hit subscribe.', 'Tell me in the comments what you think.', 'Subscribe if you want more of these.'],
    outros: ['That is it from me. See you soon.', 'Thanks for hanging out. Catch you next time.', 'Alright, that is a wrap. Bye for now.'],
  },
  Energetic: {
    hooks: ['Let us go: {coverage}!', 'Today: {coverage}!', 'Here it is: {coverage}!'],
    ctas: ['Smash that subscribe button!', 'Subscribe and turn on notifications!', 'Drop a comment and subscribe!'],
    outros: ['That is it! See you in the next one!', 'Thanks for watching! Let us go!', 'Done! See you next time!'],
  },
  Humorous: {
    hooks: [
      'Today, against all odds: {coverage}.',
      'Buckle up: {coverage}.',
      'Welcome. Today, and I promise this is on purpose: {coverage}.',
    ],
    ctas: [
      'Subscribe. It is free, and it makes my day.',
      'Comment below. I read them all, even the mean ones.',
      'Hit subscribe before you forget.',
    ],
    outros: ['That is all. Go, be free.', 'Thanks for watching. You are now slightly more informed.', 'The end. Roll the credits.'],
  },
  Inspirational: {
    hooks: ['Today is about {coverage}.', 'This video is about {coverage}.', 'Here is where it starts: {coverage}.'],
    ctas: [
      'If this moved you, subscribe.',
      'Share this with someone who needs it today.',
      'Tell me in the comments where you are starting.',
    ],
    outros: ['Keep going. See you next time.', 'Thank you for watching. Now it is your turn.', 'Until next time, keep moving forward.'],
  },
  Creepy: {
    hooks: ['Tonight... {coverage}.', 'Come closer. Tonight: {coverage}.', 'Listen carefully... {coverage}.'],
    ctas: ['Subscribe... if you dare.', 'Leave a comment. We are watching.', 'Subscribe before the lights go out.'],
    outros: ['Sleep well... if you can.', 'Goodnight. Do not look behind you.', 'Until next time... stay close to the light.'],
  },
  Storytelling: {
    hooks: ['Let me take you through {coverage}.', 'Here is how it goes: {coverage}.', 'This is a video about {coverage}.'],
    ctas: [
      'If you want the next story, subscribe.',
      'Tell me your own story in the comments.',
      'Subscribe, and come back for the next chapter.',
    ],
    outros: [
      'And that is where this story ends, for now.',
      'Thanks for listening. Until the next story.',
      'That is the story. See you next time.',
    ],
  },
};

/** Says a written line in the tone: contractions or their absence, and the tone's punctuation. */
export function inTone(tone: ScriptTone, line: string): string {
  switch (tone) {
    case 'Professional':
    case 'Educational':
      return expand(line);
    case 'Energetic':
      return contract(line).replace(/\.$/, '!');
    case 'Creepy':
      return contract(line).replace(/(?<!\.)\.$/, '...');
    default:
      return contract(line);
  }
}
