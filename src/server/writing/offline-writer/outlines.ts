import { dishName, mainName, newsName, placeName, productName, unbracket } from './draft-names';
import type { TopicAnalysis } from './topic-analysis';
import { listNoun, numberWord, singular, type RequestedCount, type VideoKind } from './video-kind';

/**
 * Each kind of video's outline: its sections, the few lines the engine can honestly say (what the
 * video covers, short transitions) and an '[ADD: …]' slot for every fact only the creator knows.
 * Nothing here invents a fact about the topic.
 */

export type Line =
  /** Spoken: a transition or the hook's statement of what the video covers. */
  | { say: string }
  /** A fact the creator supplies; `weight` is its share of the words still to write (1 unless given). */
  | { add: string; weight?: number }
  /** A production cue: '[B-ROLL: …]', '[ON-SCREEN TEXT: …]'. */
  | { cue: string };

export interface OutlineSection {
  title: string;
  lines: Line[];
}

export interface Outline {
  /** The kind's name, for the model's brief and the tests: 'Recipe'. */
  label: string;
  /** What the video covers, as a noun phrase the hook states: 'how to make banana bread: …'. */
  coverage: string;
  /** The hook's slot: the opening fact that makes viewers stay. */
  opening: string;
  sections: OutlineSection[];
  /** A call to action of the kind's own (an advert sends viewers to buy); else the tone's. */
  callToAction?: string;
}

export interface OutlineRequest {
  topic: TopicAnalysis;
  /** What the request is about, as read (reading/read-request.ts). */
  subject: string;
  /** 0 to 3, from '1-3 minutes' to '10+ minutes': longer videos get more slots. */
  depth: number;
  requested: RequestedCount | null;
}

type PerDepth = readonly [number, number, number, number];

const say = (text: string): Line => ({ say: text });
const add = (text: string, weight = 1): Line => ({ add: text, weight });
const cue = (text: string): Line => ({ cue: text });
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const capitalized = (text: string) => (/^[a-z]+[A-Z]/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1));

function countFor({ requested, depth }: OutlineRequest, defaults: PerDepth): number {
  return requested?.count ?? defaults[depth]!;
}

function recipe(request: OutlineRequest): Outline {
  const dish = dishName(request.topic);
  const steps = countFor(request, [4, 6, 8, 10]);
  const tips = [1, 2, 2, 3][request.depth]!;
  return {
    label: 'Recipe',
    coverage: `how to make ${dish}: the ingredients, the method in ${numberWord(steps)} steps, and a few tips`,
    opening: `one line on why this ${dish} is worth making: the taste, the time it takes or what it costs`,
    sections: [
      {
        title: 'Ingredients',
        lines: [
          say('First, the ingredients.'),
          cue('B-ROLL: every ingredient laid out on the counter'),
          add(`the ingredients for ${dish}, with quantities, and how many it serves`, 2),
          cue('ON-SCREEN TEXT: the ingredient list with quantities'),
          ...(request.depth >= 2 ? [add('the equipment you need: tin or pan size, oven or hob')] : []),
        ],
      },
      {
        title: 'Method',
        lines: [
          say('Now, the method.'),
          ...range(steps).flatMap((n) => [
            say(`Step ${numberWord(n)}.`),
            add(
              n === steps
                ? `step ${n} — the last step, and how to tell the ${dish} is done`
                : `step ${n} — what to do, with times, temperatures and amounts`,
              1.5,
            ),
          ]),
          cue('B-ROLL: close-ups of each step'),
        ],
      },
      {
        title: 'Tips',
        lines: [
          say('A few tips before you start.'),
          ...range(tips).map((n) => add(`tip ${n} — something that makes the ${dish} turn out better, or a swap for an ingredient`)),
          add(`how to serve and store the ${dish}`),
          cue(`B-ROLL: the finished ${dish}, served`),
        ],
      },
    ],
  };
}

function travel(request: OutlineRequest): Outline {
  const place = placeName(request.topic);
  const byDay = request.requested ? /^(days?|nights?)$/i.test(request.requested.items) : false;
  const stops = countFor(request, [3, 4, 5, 7]);
  const unit = byDay ? 'Day' : 'Stop';
  const stopSections: OutlineSection[] = range(stops).map((n) => ({
    title: `${unit} ${n}`,
    lines: [
      say(byDay ? `Day ${numberWord(n)}.` : n === 1 ? 'First stop.' : n === stops ? 'Last stop.' : 'Next stop.'),
      add(byDay ? `day ${n} — the place you visit and why` : `stop ${n} in ${place} — what it is and why it is worth the visit`, 1.5),
      ...(request.depth >= 1
        ? [add(byDay ? `day ${n} — where you eat and what it costs` : `stop ${n} — how to get there and what it costs`)]
        : []),
      cue(`B-ROLL: your footage from ${byDay ? `day ${n}` : `stop ${n}`}`),
    ],
  }));
  return {
    label: 'Travel',
    coverage: byDay
      ? `${numberWord(stops)} days in ${place}, day by day`
      : `${place}: ${numberWord(stops)} stops, and the practical details`,
    opening: `why you went to ${place}, and when`,
    sections: [
      {
        title: 'Getting there',
        lines: [
          say('First, getting there.'),
          add(`how you got to ${place}, how long it took and what it cost`),
          add('where you stayed and the price a night'),
        ],
      },
      ...stopSections,
      {
        title: 'Budget and tips',
        lines: [
          say('Before you go, the practical part.'),
          add(`the total budget for the trip to ${place}`),
          add(`the one tip you would give a first-time visitor to ${place}`),
        ],
      },
    ],
  };
}

function review(request: OutlineRequest): Outline {
  const { contenders } = request.topic;
  if (contenders) return comparison(request, contenders);
  const product = productName(request.topic);
  const pros = [2, 3, 4, 5][request.depth]!;
  const cons = [1, 2, 3, 3][request.depth]!;
  return {
    label: 'Review',
    coverage: `${product}: the basics, the specs, the pros, the cons and the verdict`,
    opening: `who should consider ${product}, and how long you have used it`,
    sections: [
      {
        title: 'The basics',
        lines: [
          say('First, the basics.'),
          add(`what you are reviewing — the maker, the model and the price of ${product}`),
          cue(`B-ROLL: ${product} from every side`),
        ],
      },
      {
        title: 'Specs',
        lines: [
          say('The specs.'),
          add(`the specs of ${product} that matter to a buyer`, 1.5),
          cue(`ON-SCREEN TEXT: the key specs of ${product}`),
        ],
      },
      {
        title: 'Pros',
        lines: [say('What I liked.'), ...range(pros).map((n) => add(`pro ${n} — a strength, with one example from using it`, 1.5))],
      },
      {
        title: 'Cons',
        lines: [say('What I did not like.'), ...range(cons).map((n) => add(`con ${n} — a weakness, with one example from using it`, 1.5))],
      },
      {
        title: 'Verdict',
        lines: [
          say('The verdict.'),
          add(`your verdict — who should buy ${product}, and who should skip it`, 1.5),
          add(`price and where to buy ${product}`, 0.5),
        ],
      },
    ],
  };
}

function comparison(request: OutlineRequest, [a, b]: [string, string]): Outline {
  const [first, second] = [unbracket(a), unbracket(b)];
  const rounds = [2, 3, 4, 5][request.depth]!;
  return {
    label: 'Review',
    coverage: `${first} against ${second}: the specs side by side, where each one wins, and the verdict`,
    opening: `why you are comparing ${first} and ${second}, and who is choosing between them`,
    sections: [
      {
        title: 'The contenders',
        lines: [say('First, the contenders.'), add(`what ${first} and ${second} are, and what each one costs`)],
      },
      {
        title: 'Specs side by side',
        lines: [
          say('The specs, side by side.'),
          add(`the specs of ${first} and ${second} that matter to a buyer`, 1.5),
          cue('ON-SCREEN TEXT: a spec table, one column each'),
        ],
      },
      ...range(rounds).map((n) => ({
        title: `Round ${n}`,
        lines: [
          say(`Round ${numberWord(n)}.`),
          add(`round ${n} — one thing you compared, how ${first} and ${second} each did, and which one won`, 1.5),
        ],
      })),
      {
        title: 'Verdict',
        lines: [say('The verdict.'), add(`which one you would buy, and who should pick ${first} or ${second}`, 1.5)],
      },
    ],
  };
}

function listicle(request: OutlineRequest): Outline {
  const { requested } = request;
  const count = countFor(request, [3, 5, 7, 10]);
  const plural = requested ? unbracket(requested.items) : (listNoun(request.topic.topic) ?? 'points');
  // 'tips for better sleep' reads as a whole; 'everyone should know' is no part of the item's name.
  const rest = requested && /^(for|to|in|on|about|from|with|when|that)\b/i.test(requested.rest) ? ` ${unbracket(requested.rest)}` : '';
  const about = requested ? '' : ` for ${mainName(request.topic)}`;
  const item = singular(plural);
  return {
    label: 'List',
    coverage: `${numberWord(count)} ${plural}${rest}${about}`,
    opening: `why these ${plural} matter, or the result they gave you`,
    sections: [
      ...range(count).map((n) => ({
        title: `${capitalized(item)} ${n}`,
        lines: [
          say(n === count && count > 1 ? `And number ${numberWord(n)}.` : `Number ${numberWord(n)}.`),
          add(`${item} ${n}${rest}${about} — what it is, and one example or reason it works`, 1.5),
        ],
      })),
      ...(request.depth >= 2
        ? [{ title: 'Recap', lines: [say('A quick recap.'), add(`the ${plural} in one line each, for the on-screen list`)] }]
        : []),
    ],
  };
}

function tutorial(request: OutlineRequest): Outline {
  const action = unbracket(request.topic.action ?? `get started with ${mainName(request.topic)}`);
  const steps = countFor(request, [4, 5, 7, 9]);
  const mistakes = [1, 2, 2, 3][request.depth]!;
  return {
    label: 'Tutorial',
    coverage: `how to ${action}, in ${numberWord(steps)} steps`,
    opening: 'what the viewer will have or be able to do by the end',
    sections: [
      {
        title: 'What you need',
        lines: [
          say('First, what you need.'),
          add(`the tools, accounts or materials you need to ${action}`),
          cue('B-ROLL: everything needed, laid out'),
        ],
      },
      {
        title: 'Steps',
        lines: [
          say('Now, step by step.'),
          ...range(steps).flatMap((n) => [
            say(`Step ${numberWord(n)}.`),
            add(`step ${n} — the exact action, and what the viewer sees when it worked`, 1.5),
          ]),
          cue('ON-SCREEN TEXT: the number and name of each step'),
        ],
      },
      {
        title: 'Common mistakes',
        lines: [
          say(mistakes === 1 ? 'One mistake to avoid.' : `${capitalized(numberWord(mistakes))} mistakes to avoid.`),
          ...range(mistakes).map((n) => add(`mistake ${n} — what people get wrong when they ${action}, and how to avoid it`)),
        ],
      },
      {
        title: 'The result',
        lines: [say('And that is it.'), add('the finished result, and what to try next'), cue('B-ROLL: the finished result')],
      },
    ],
  };
}

function story(request: OutlineRequest): Outline {
  const subject = unbracket(request.topic.subject);
  const turns = [1, 2, 3, 4][request.depth]!;
  return {
    label: 'Story',
    coverage: `${subject}: how it started, the moment it turned, and how it ended`,
    opening: 'the moment the story starts, in one vivid line',
    sections: [
      {
        title: 'Setup',
        lines: [
          say('Let us start at the beginning.'),
          add('who, where and when — the situation before anything changed', 1.5),
          add('what you (or the main character) wanted'),
        ],
      },
      {
        title: 'The turn',
        lines: [
          say('Then things changed.'),
          ...range(turns).map((n) =>
            add(
              n === turns ? 'the turning point — what happened, and how it felt' : `what happened next (${n}), and what made it harder`,
              1.5,
            ),
          ),
          cue('B-ROLL: footage or photos from that moment'),
        ],
      },
      {
        title: 'Payoff',
        lines: [say('And here is how it ended.'), add('how it ended, and what changed', 1.5), add('the lesson, in one sentence')],
      },
    ],
  };
}

function explainer(request: OutlineRequest): Outline {
  const { topic } = request;
  const name = mainName(topic);
  const parts = [2, 3, 4, 5][request.depth]!;
  return {
    label: 'Explainer',
    coverage: `${unbracket(topic.subject)}: what it is, how it works, and why it matters`,
    opening: `a surprising fact or number about ${name} that makes viewers care`,
    sections: [
      { title: 'What it is', lines: [say('First, what it is.'), add(`a plain-language definition of ${name}`, 1.5)] },
      {
        title: 'How it works',
        lines: [
          say('Now, how it works.'),
          ...range(parts).map((n) => add(`how ${name} works, part ${n} of ${parts}`, 1.5)),
          cue('ON-SCREEN TEXT: a simple diagram of how it works'),
        ],
      },
      { title: 'An example', lines: [say('Here is an example.'), add(`a real example of ${name}, with numbers if there are any`, 1.5)] },
      ...(request.depth >= 2
        ? [{ title: 'Common myths', lines: [say('A common myth.'), add(`something people get wrong about ${name}, and what is true`)] }]
        : []),
      { title: 'Why it matters', lines: [say('So why does it matter?'), add(`why ${name} matters to the viewer`)] },
    ],
  };
}

function news(request: OutlineRequest): Outline {
  const name = newsName(request.topic);
  const details = [1, 2, 3, 4][request.depth]!;
  return {
    label: 'News',
    coverage: `${name}: what happened, why it matters, and what comes next`,
    opening: 'the headline in one sentence, with the date',
    sections: [
      {
        title: 'What happened',
        lines: [
          say('First, what happened.'),
          add(`what happened with ${name}, who announced it and when`, 1.5),
          ...range(details).map((n) => add(`detail ${n} — a confirmed fact, with its source`)),
          cue('ON-SCREEN TEXT: the source of each fact'),
        ],
      },
      { title: 'Background', lines: [say('Some background.'), add(`what came before — the context the viewer needs about ${name}`)] },
      { title: 'Who it affects', lines: [say('Who does this affect?'), add('who is affected, and how')] },
      { title: 'What comes next', lines: [say('What happens next?'), add('what happens next, with dates if they are known')] },
    ],
  };
}

function advertisement(request: OutlineRequest): Outline {
  const product = productName(request.topic);
  const benefits = [2, 3, 4, 5][request.depth]!;
  return {
    label: 'Advert',
    coverage: `${product}: what you get, and how to get it`,
    opening: `the problem solved by ${product}, in one line the viewer recognises`,
    sections: [
      { title: 'The problem', lines: [say('You know the feeling.'), add('the everyday problem the viewer has without it')] },
      {
        title: 'The product',
        lines: [say(`Meet ${product}.`), add(`what you get with ${product}, and how to use it`, 1.5), cue(`B-ROLL: ${product} in use`)],
      },
      {
        title: 'What you get',
        lines: [say('Here is what you get.'), ...range(benefits).map((n) => add(`benefit ${n} — what it does for the customer`))],
      },
      { title: 'Proof', lines: [say('Do not just take our word for it.'), add('a customer quote, a number or a result that backs it up')] },
      {
        title: 'The offer',
        lines: [
          say('Here is the offer.'),
          add(`price, discount, deadline and where to buy ${product}`),
          cue('ON-SCREEN TEXT: the price and the offer'),
        ],
      },
    ],
    callToAction: `Follow the link below to get ${product}.`,
  };
}

/** A comparison's two sides: the topic's 'A vs B', else the reading's ('Notion or Obsidian'), else the subject and its rival. */
function sides(request: OutlineRequest): [string, string] {
  if (request.topic.contenders) return request.topic.contenders;
  const [a, b] = request.subject.split(/\s+(?:vs\.?|versus|v\.?|or)\s+/i);
  return a && b ? [a, b] : [request.subject, 'its closest rival'];
}

const builders: Record<VideoKind, (request: OutlineRequest) => Outline> = {
  recipe,
  travel,
  review,
  comparison: (request) => comparison(request, sides(request)),
  listicle,
  tutorial,
  story,
  explainer,
  news,
  advertisement,
};

export function outlineFor(kind: VideoKind, request: OutlineRequest): Outline {
  return builders[kind](request);
}
