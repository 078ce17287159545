import type { StructureId } from './structure';

/**
 * What each script shape says, independent of tone. Clauses are lower-case and unpunctuated so a
 * tone can frame them ('Here is the key idea: …', 'That was when I learned that …'); slots in
 * braces are filled from the topic (see slots.ts). Phrases from the topic only ever appear as
 * objects ('about {kp}', 'with {kp}'), so singular and plural topics both read correctly.
 */

export interface SectionKind {
  /** Heading after 'SECTION n:'; tutorials prefix 'Step n: '. */
  heading: string;
  /** The section as a noun phrase, for openers and the intro's roadmap. */
  focus: string;
  clauses: readonly string[];
  /** What the camera shows (B-roll cues); the tone adds the style. */
  shots: readonly string[];
}

export type SectionCount = 3 | 4 | 6 | 8;

export interface StructureBank {
  kinds: Record<string, SectionKind>;
  /** Which kinds, in which order, for each number of body sections. */
  order: Record<SectionCount, readonly string[]>;
  /** Structure-level points any section can use. */
  extras: readonly string[];
  /** The intro's promise of what comes: {sectionList}, {count}. */
  roadmaps: readonly string[];
  /** One-line teasers for the hook. */
  teasers: readonly string[];
  /** {action} when the topic names none. */
  fallbackAction: string;
  /** {question} when the topic is not itself a question. */
  fallbackQuestion: string;
  /** {audience} when the topic names none. */
  defaultAudience: string;
}

const tutorial: StructureBank = {
  kinds: {
    why: {
      heading: 'Know why you want to {action}',
      focus: 'why you want to {action} in the first place',
      clauses: [
        'the clearer your reason for wanting to {action}, the easier every later decision becomes',
        'a goal you can say in one sentence beats a vague wish to get better at {subject}',
        'most people who give up never decided what success looked like in the first place',
        'writing down one specific outcome gives you something to measure your progress against',
        'your reason does not have to be grand, it just has to be yours',
        'knowing who you are doing this for shapes the tools, the time and the effort you put into {kp}',
      ],
      shots: ['a notebook page with one goal written in marker', 'a calendar with a first date circled'],
    },
    gear: {
      heading: 'Gather the essentials',
      focus: 'the essentials you actually need',
      clauses: [
        'you need far less gear than the internet suggests to {action}',
        'starting with what you already own and upgrading only when something holds you back saves money and time',
        'one reliable tool you understand beats five shiny ones you do not',
        'the right setup for {kp} is the one that removes friction, not the one that looks impressive',
        'a short checklist saves you from scrambling halfway through',
        'a little time spent preparing now saves hours of frustration later',
      ],
      shots: ['the essentials laid out neatly on a desk', 'hands ticking items off a short checklist'],
    },
    setup: {
      heading: 'Set up your foundation',
      focus: 'setting up a solid foundation',
      clauses: [
        'a tidy, repeatable setup means you can start in minutes instead of hours',
        'it pays to test everything once before the real attempt',
        'the basics matter more than the extras when you set up {kp}',
        'naming and organising things properly from day one keeps {kp} manageable as it grows',
        'a quiet, consistent space makes every session feel easier',
        'good defaults let you focus on the work rather than the settings',
      ],
      shots: ['a clean workspace being arranged', 'a quick test run on screen'],
    },
    first: {
      heading: 'Make your first attempt',
      focus: 'your very first attempt',
      clauses: [
        'your first attempt is supposed to be rough, and that is exactly the point',
        'finishing something imperfect teaches you more than planning something perfect',
        'a short first run lets you spot problems while they are still cheap to fix',
        'a time limit stops the first try from turning into an endless project',
        'the moment you actually {action}, the abstract advice suddenly makes sense',
        'nobody else needs to see the first version of {kp}',
      ],
      shots: ['a timer starting as the first attempt begins', 'a rough first result next to the plan'],
    },
    mistakes: {
      heading: 'Avoid the common mistakes',
      focus: 'the mistakes that trip most people up',
      clauses: [
        'the most common mistake is trying to do everything at once',
        "comparing your first week with someone else's fifth year only drains your energy",
        'skipping the fundamentals of {kp} always costs more time later',
        'people often overcomplicate {subject} when a simpler approach would work better',
        'ignoring feedback feels comfortable but keeps you stuck',
        'waiting for the perfect moment is just procrastination in a nicer outfit',
      ],
      shots: ['a red cross over an overloaded to-do list', 'a side-by-side of a cluttered and a simple approach'],
    },
    refine: {
      heading: 'Review and refine',
      focus: 'reviewing and refining what you made',
      clauses: [
        'every attempt leaves clues about what to improve next',
        'changing one thing at a time shows you what actually made the difference',
        'a fresh look the next day reveals problems you could not see in the moment',
        'small improvements to {kp} compound faster than you expect',
        'keeping notes on what worked turns guesswork into a process',
        'one trusted person giving honest feedback beats a hundred strangers giving none',
      ],
      shots: ['notes being scribbled beside the first result', 'a before-and-after comparison'],
    },
    routine: {
      heading: 'Build a repeatable routine',
      focus: 'a routine you can actually keep',
      clauses: [
        'consistency beats intensity when it comes to {subject}',
        'a fixed time each week turns {kp} from a project into a habit',
        'a simple template or checklist removes decisions and saves energy',
        'batching similar tasks together keeps you in the flow',
        'a routine that fits your real life is better than an ideal one you abandon',
        'tracking a streak gives you a quiet reason to keep going',
      ],
      shots: ['a weekly planner with the same slot marked each week', 'a streak tracker filling up'],
    },
    share: {
      heading: 'Share it and get feedback',
      focus: 'sharing your work and learning from feedback',
      clauses: [
        'putting your work out there is the fastest way to learn what lands',
        'the first feedback on {kp} is usually more useful than it is comfortable',
        'people are far more supportive of beginners than you expect',
        'specific questions get specific answers, so ask exactly what you want to know',
        'one thoughtful reply is worth more than a pile of likes',
        'sharing early keeps you from polishing something nobody needs',
      ],
      shots: ['a phone screen showing the first comments', 'a friend giving a thumbs-up'],
    },
    grow: {
      heading: 'Take it to the next level',
      focus: 'taking things to the next level',
      clauses: [
        'once the basics feel easy, it is time to stretch a little further',
        'learning from people slightly ahead of you is often more useful than studying the experts',
        'a new challenge every month keeps {kp} interesting',
        'upgrading your tools makes sense only after you have outgrown them',
        'teaching what you have learned is one of the best ways to deepen it',
        'the skills you build while learning to {action} carry over to almost everything else',
      ],
      shots: ['a progress chart rising over several weeks', 'a more advanced version of the project'],
    },
  },
  order: {
    3: ['gear', 'first', 'refine'],
    4: ['why', 'gear', 'first', 'refine'],
    6: ['why', 'gear', 'setup', 'first', 'mistakes', 'refine'],
    8: ['why', 'gear', 'setup', 'first', 'mistakes', 'refine', 'routine', 'grow'],
  },
  extras: [
    'a little patience goes a long way here',
    'you do not need to be an expert to {action}, you just need to start',
    'every expert once struggled with {kp} just like you',
    'progress with {kp} is rarely a straight line',
    'the goal is progress, not perfection',
    'it is completely normal to feel a bit lost at this stage',
    'the details matter, but only once the basics are in place',
    'a quick practice run is worth more than an hour of reading about it',
    'what feels awkward today will feel automatic in a few weeks',
    'the simplest version that works is usually the right place to start',
    'you can always come back and improve this later',
    'big tasks become easy when you break them into steps small enough to finish in one sitting',
    'your own experience will teach you things no tutorial can',
    'the people who succeed with {kp} are usually the ones who simply keep showing up',
    'a clear plan turns a big goal into a series of small wins',
    'there is no single right way to {action}, only the way that works for you',
    'mistakes are part of the process, not a sign that you should stop',
    'asking for help is a shortcut, not a weakness',
    'small wins build the confidence you need for the bigger steps',
    'time spent practising always beats time spent worrying about {kp}',
  ],
  roadmaps: [
    'In this video we will go step by step through {sectionList}.',
    'There are {count} steps, and we will take them in order: {sectionList}.',
    'Here is the plan: {sectionList}.',
  ],
  teasers: [
    'By the end, you will know exactly how to {action}.',
    'Stick around, because the final step is the one most people skip.',
    'It takes {count} simple steps, and the first one costs nothing.',
  ],
  fallbackAction: 'get started with {subject}',
  fallbackQuestion: 'What does it really take to {action}?',
  defaultAudience: 'beginners',
};

const review: StructureBank = {
  kinds: {
    first: {
      heading: 'First impressions',
      focus: 'my first impressions',
      clauses: [
        'first impressions of {subject} matter, but they are not the whole story',
        'the unboxing sets expectations that the rest of the experience has to live up to',
        'within the first hour you get a feel for how much thought went into {kp}',
        'it is easy to be dazzled at first, so I made a point of looking past the shine',
        'the little details you notice on day one often tell you what the makers prioritised',
        'my expectations going in were high, which makes this a tougher test',
      ],
      shots: ['an unboxing on a clean table', 'a slow turntable shot of {kp}'],
    },
    design: {
      heading: 'Design and build',
      focus: 'the design and build quality',
      clauses: [
        'the build quality of {kp} is something you notice every time you pick it up',
        'good design disappears, and you only notice it when something is off',
        'the materials feel chosen for daily use rather than for the photos',
        'small choices like buttons, weight and finish add up over weeks of use',
        'the look will divide opinion, but the practicality is harder to argue with',
        'design is personal, so it is worth seeing {kp} in person if you can',
      ],
      shots: ['macro shots of the materials and edges of {kp}', 'hands handling {kp}'],
    },
    performance: {
      heading: 'Everyday performance',
      focus: 'how it performs day to day',
      clauses: [
        'performance in real life matters more than any spec sheet',
        'in everyday use, the basics of {kp} are handled well, and that counts for a lot',
        'the real test is how it behaves on a busy, messy, ordinary day',
        'consistency over weeks tells you more than a single impressive moment',
        'a few quirks only show up after extended use',
        'most people will never push it to its limits, and that is worth remembering',
      ],
      shots: ['{kp} in use during an ordinary day', 'a quick on-screen test with results'],
    },
    headtohead: {
      heading: '{a} vs {b}: head to head',
      focus: 'how {a} and {b} compare head to head',
      clauses: [
        '{a} and {b} take noticeably different approaches to the same problem',
        'side by side, the differences between {a} and {b} are clearer than any spec sheet suggests',
        'in some situations the win goes to {a}, in others to {b}, and the details decide which matters to you',
        'the gap between {a} and {b} is smaller than the marketing would have you believe',
        'if you already own {a}, switching to {b} is a bigger decision than it looks',
        'testing {a} and {b} in the same conditions is the only fair way to compare them',
      ],
      shots: ['{a} and {b} side by side on the same table', 'a split-screen of the same test on {a} and {b}'],
    },
    pros: {
      heading: 'The pros',
      focus: 'what it gets right',
      clauses: [
        'the biggest strength of {kp} is how little it asks of you to get great results',
        'it gets the fundamentals right, and that is rarer than it should be',
        'there is a real sense that the people behind {kp} listened to feedback',
        'the best features are the ones you end up using every day without thinking',
        'it feels dependable, which is the highest compliment for anything you rely on daily',
        'compared with what came before, the improvements are genuine, not just a new coat of paint',
      ],
      shots: ['a green tick list of strengths beside {kp}', 'close-ups of the best feature in action'],
    },
    cons: {
      heading: 'The cons',
      focus: 'where it falls short',
      clauses: [
        'no product is perfect, and there are a couple of frustrations with {kp} worth knowing about',
        'a few design choices feel like trade-offs made for the marketing rather than for you',
        'the price will be hard to justify for some people',
        'some features feel unfinished, as if they will be fixed in a later update',
        'the drawbacks are not deal-breakers, but they add up over time',
        'if your needs are simple, some of what you pay for will go unused',
      ],
      shots: ['a red cross list of weaknesses beside {kp}', 'a close-up of the most annoying detail'],
    },
    proscons: {
      heading: 'The pros and the cons',
      focus: 'what each gets right and where each falls short',
      clauses: [
        'the biggest strength of {kp} is how little it asks of you to get great results',
        'no product is perfect, and there are a couple of frustrations with {kp} worth knowing about',
        'the best features are the ones you end up using every day without thinking',
        'a few design choices feel like trade-offs made for the marketing rather than for you',
        'it gets the fundamentals right, and that is rarer than it should be',
        'the drawbacks are not deal-breakers, but they add up over time',
      ],
      shots: ['a split-screen tick and cross list', 'close-ups of the best and the most annoying detail'],
    },
    value: {
      heading: 'Price and value',
      focus: 'whether it is worth the money',
      clauses: [
        'value is not just the price tag, it is how much you get out of {kp} over time',
        'cheaper options exist, but they cut corners you will notice',
        'waiting for a sale is a perfectly reasonable strategy here',
        'what you already own changes the value equation completely',
        'if it saves you time every day, the maths starts to look very different',
        'the real cost includes accessories, subscriptions and how long it lasts',
      ],
      shots: ['a price tag graphic next to {kp}', 'a simple cost-per-year calculation on screen'],
    },
    who: {
      heading: 'Who it is for',
      focus: 'who should buy it and who should skip it',
      clauses: [
        'people who will use it every day get the most out of {subject}',
        'if you are upgrading from something several years old, the difference will feel huge',
        'if you are happy with what you have, there is no rush to switch',
        'beginners and enthusiasts will value {kp} for very different reasons',
        'the right choice depends far more on your habits than on the spec sheet',
        'if you only need the basics, a simpler option might serve you better',
      ],
      shots: ['two different people using {kp} their own way', 'a simple yes or no checklist on screen'],
    },
    verdict: {
      heading: 'The verdict',
      focus: 'my final verdict',
      clauses: [
        'my verdict on {subject} comes down to one question: does it fit the way you actually live',
        'taken as a whole, the strengths outweigh the weaknesses for most people',
        'it is not for everyone, but for the right person it is an easy recommendation',
        'if I were buying again today, I would think hard about how I actually use it',
        'the final score depends on what matters most to you, so weigh the pros and cons against your own needs',
        'after living with {kp}, I understand both the hype and the criticism',
      ],
      shots: ['a final score card over {kp}', 'a slow closing shot of {kp}'],
    },
  },
  order: {
    3: ['pros', 'cons', 'verdict'],
    4: ['first', 'pros', 'cons', 'verdict'],
    6: ['first', 'design', 'performance', 'pros', 'cons', 'verdict'],
    8: ['first', 'design', 'performance', 'pros', 'cons', 'value', 'who', 'verdict'],
  },
  extras: [
    'the spec sheet only tells part of the story',
    'real-world use always reveals things the marketing leaves out',
    'your own priorities should decide this, not the hype',
    'I tested {kp} the way most people will actually use it',
    'long-term reliability matters more than a great first week',
    'small annoyances become big ones when you meet them every day',
    'it is worth reading the fine print on warranty and support',
    'honest reviews mention the flaws, so I will not skip them',
    'the best product is the one that fits your routine',
    'the differences only matter if they affect what you do every day',
    'it is easy to overspend on features you will never use',
    'price drops and updates can change the picture quickly',
    'what impressed me most was not a headline feature but the small, thoughtful touches',
    'I kept coming back to {kp} even when I had other options nearby',
    'the competition is fierce, which is good news for buyers',
    'a good review should help you decide, not decide for you',
    'for most people, the decision comes down to comfort, reliability and price',
    'the hype around {subject} is understandable, but it deserves a closer look',
  ],
  roadmaps: [
    'I will walk you through {sectionList}, so you can decide for yourself.',
    'We will cover {sectionList}.',
    'This review covers {sectionList}, with no sponsor telling me what to say.',
  ],
  teasers: [
    'Worth your money or not? Stay for the verdict on {subject}.',
    'There is one thing about {kp} nobody mentions, and I will get to it.',
    'I lived with {kp} so you can decide in a few minutes.',
  ],
  fallbackAction: 'decide whether {subject} is right for you',
  fallbackQuestion: 'Is it worth your time and money?',
  defaultAudience: 'buyers',
};

const vlog: StructureBank = {
  kinds: {
    scene: {
      heading: 'Setting the scene',
      focus: 'where this all starts',
      clauses: [
        'today is all about {subject}, and I wanted to show you what it really looks like',
        'the morning started quietly, with coffee and a long list of things to get through',
        'I had a rough plan in my head, and I already knew it would not survive the day',
        'the light was soft and everything still felt possible',
        'I wanted to document this honestly, the good parts and the messy ones',
        'it is strange how ordinary a day can feel right before something changes',
      ],
      shots: ['an establishing shot of the room in morning light', 'coffee being poured in slow motion'],
    },
    plan: {
      heading: 'The plan',
      focus: 'what I planned to do',
      clauses: [
        'the plan was simple on paper: {action}',
        'I wrote three priorities on a sticky note and promised myself I would not overthink them',
        'I gave myself a realistic timeline, which is not something I usually do',
        'the goal was not perfection, just progress I could actually show you',
        'I mapped out the day around {kp}, because that was the part that mattered most',
        'the plan left room for surprises, and I would need every bit of it',
      ],
      shots: ['a sticky note with three priorities', 'a quick timelapse of planning at a desk'],
    },
    start: {
      heading: 'Getting started',
      focus: 'how things got going',
      clauses: [
        'the first hour was slower than I expected',
        'I started with the easiest task just to build a little momentum',
        'setting up took longer than the actual work, which felt very familiar',
        'there is always a moment of doubt right at the start, and today was no exception',
        'once I got going with {kp}, the nerves faded',
        'I caught myself smiling at how quickly the time went',
      ],
      shots: ['hands getting started, filmed over the shoulder', 'a clock ticking forward'],
    },
    challenge: {
      heading: 'Where it got hard',
      focus: 'the moment it got hard',
      clauses: [
        'around midday everything that could go wrong started going wrong',
        'I hit a wall with {kp} and seriously thought about calling it a day',
        'the hardest part was not the work itself but staying patient with myself',
        'I took a short walk, came back, and looked at the problem from a different angle',
        'this is the part most people do not show, so I am showing you',
        'a small setback felt huge in the moment, and tiny by the evening',
      ],
      shots: ['a frustrated sigh caught on camera', 'a short walk outside to reset'],
    },
    surprise: {
      heading: 'The unexpected part',
      focus: 'the part I did not see coming',
      clauses: [
        'the best moment of the day was one I had not planned at all',
        'a quick conversation changed how I thought about {kp}',
        'I learned more from one mistake than from everything that went right',
        'something that felt like a detour turned out to be the highlight',
        'it reminded me why I love doing this in the first place',
        'sometimes the unplanned parts end up being the story',
      ],
      shots: ['a spontaneous moment filmed handheld', 'a reaction shot of genuine surprise'],
    },
    bts: {
      heading: 'Behind the scenes',
      focus: 'what happens behind the scenes',
      clauses: [
        'behind the camera, there is a lot more trial and error than you would think',
        'half of what I filmed today will never make the final cut',
        'the setup is simple: one camera, one microphone and a lot of patience',
        'I batch small tasks together so the big ones get my full attention',
        'the unglamorous parts of {kp} are the ones that make everything else work',
        'I keep notes on my phone so I never lose an idea halfway through the day',
      ],
      shots: ['the camera setup seen from behind', 'a blooper that did not make the cut'],
    },
    wins: {
      heading: 'The small wins',
      focus: 'the small wins that added up',
      clauses: [
        'by the afternoon, the small wins started to stack up',
        'ticking one thing off the list gave me the push to tackle the next',
        'I was proud of how I handled {kp}, even if it was not perfect',
        'the progress was small, but it was real, and that counts',
        'celebrating little victories keeps me going on the long days',
        'a message from one of you made my whole afternoon',
      ],
      shots: ['a to-do list with items ticked off', 'a small celebration at the desk'],
    },
    results: {
      heading: 'The results',
      focus: 'how it all turned out',
      clauses: [
        'looking back at {subject}, the results surprised me',
        'some things worked brilliantly and some things I will never do again',
        'the numbers were fine, but the way I felt mattered more',
        'I did not transform overnight, and that is the honest truth',
        'the biggest change was in my habits, not in any single result',
        'I would do it again, but I would change a few things',
      ],
      shots: ['a before-and-after montage', 'a calm evening shot looking back at the day'],
    },
    lesson: {
      heading: 'What I learned',
      focus: 'what I learned',
      clauses: [
        'the biggest lesson from {subject} was to be kinder to myself',
        'planning less and doing more works better for me',
        'living with {kp} taught me more about patience than I expected',
        'I want to remember how good it felt to finish what I started',
        'the small routines turned out to matter far more than the big moments',
        'next time I will ask for help sooner',
      ],
      shots: ['a quiet sunset from the window', 'a journal entry being written'],
    },
  },
  order: {
    3: ['scene', 'challenge', 'lesson'],
    4: ['scene', 'start', 'challenge', 'lesson'],
    6: ['scene', 'plan', 'start', 'challenge', 'wins', 'lesson'],
    8: ['scene', 'plan', 'start', 'challenge', 'surprise', 'bts', 'results', 'lesson'],
  },
  extras: [
    'honestly, I did not know how this would turn out',
    'I am still figuring this out as I go',
    'this is real life, so not everything went to plan',
    'I want to keep these videos honest, so here is the unfiltered version',
    'I filmed this part on the fly, so bear with the shaky camera',
    'moments like this are why I love documenting {subject}',
    'I keep a running list of ideas, and {kp} has been at the top of it for weeks',
    'I took a moment to just breathe and take it all in',
    'it is the little rituals that keep my days on track',
    'I could feel the energy shift as the day went on',
    'there is something satisfying about ending the day with a clear head',
    'I almost did not film this bit, but I am glad I did',
    'you asked for more behind-the-scenes content, so here it is',
    'a cup of tea and a deep breath fixed more than I would like to admit',
    'every day teaches me something, even the messy ones',
    'the best parts of the day rarely make it into the plan',
    'progress does not need an audience, but it is nice to share it with you',
    'I made a quick note so I would remember this feeling',
  ],
  roadmaps: [
    'Come along with me for {sectionList}.',
    'You will see {sectionList}, with nothing left out.',
    'This one covers {sectionList}.',
  ],
  teasers: [
    'Nothing about {subject} went the way I planned.',
    'Stay until the end, because the last part surprised even me.',
    'This is {subject}, completely unfiltered.',
  ],
  fallbackAction: 'make the most of the day and film all of it',
  fallbackQuestion: 'What is {subject} really like?',
  defaultAudience: 'friends of the channel',
};

const explainer: StructureBank = {
  kinds: {
    what: {
      heading: 'The basics',
      focus: 'the basics of {kp}',
      clauses: [
        'at its simplest, the story of {kp} rests on a few core ideas',
        'most confusion about {subject} disappears once the basic terms are clear',
        'you do not need a technical background to follow the core idea',
        'a good definition is short enough to explain to a friend in one breath',
        'it helps to separate what we know for sure from what is still debated',
        'the basic idea behind {kp} is simpler than most explanations make it sound',
      ],
      shots: ['a title card with a one-line definition', 'a simple animated diagram of {kp}'],
    },
    why: {
      heading: 'Why it matters',
      focus: 'why any of this matters',
      clauses: [
        'understanding {kp} changes how you see a lot of everyday things',
        'the consequences of {kp} reach further than most people realise',
        'this matters because it affects decisions people make every day',
        'once you understand the why, the details become much easier to remember',
        'you can ignore {kp}, but then you miss part of the picture',
        'the more you look, the more you notice its influence',
      ],
      shots: ['everyday scenes where the idea quietly shows up', 'a map or chart showing the bigger picture'],
    },
    how: {
      heading: 'How it works',
      focus: 'how it actually works',
      clauses: [
        'the mechanism behind {kp} is a chain of causes, and each link matters',
        'one factor sets things in motion, and the others amplify it',
        'it helps to picture the process as a sequence rather than a single event',
        'small changes early in the process can have large effects later',
        'the pieces only make sense when you see how they interact',
        'a simple diagram often explains {kp} better than a page of text',
      ],
      shots: ['a step-by-step animated diagram', 'arrows connecting cause and effect on screen'],
    },
    backstory: {
      heading: 'The backstory',
      focus: 'where it all comes from',
      clauses: [
        'the backstory of {kp} is more surprising than the textbook version',
        'every big idea has a history, and this one is full of twists',
        'the early explanations were wrong in interesting ways',
        'context is everything, and the context here changes how the whole story reads',
        'the first people to study {subject} were asking very different questions from the ones we ask now',
        'looking back helps explain why things turned out the way they did',
      ],
      shots: ['archive photos and old documents', 'a timeline sliding across the screen'],
    },
    example: {
      heading: 'A real-world example',
      focus: 'a real-world example',
      clauses: [
        'a concrete example makes {kp} much easier to grasp',
        'picture an ordinary situation, and you will find this idea hiding in it',
        'examples turn an abstract concept into something you can picture',
        'once you see one clear example, you start spotting others everywhere',
        'the best examples are the ones close to your own life',
        'a single well-chosen case shows how all the pieces fit together',
      ],
      shots: ['a real-world scene that shows the idea', 'a close-up that highlights the key detail'],
    },
    myths: {
      heading: 'Common myths',
      focus: 'the myths worth busting',
      clauses: [
        'one popular myth about {kp} is repeated so often that people assume it must be true',
        'simple explanations spread faster than accurate ones',
        'a lot of what people believe about {subject} comes from oversimplified headlines',
        'myths usually contain a grain of truth, which is what makes them stick',
        'checking the original source clears up most misunderstandings',
        'being wrong about this is common and completely understandable',
      ],
      shots: ['a myth stamped FALSE on screen', 'a headline being crossed out'],
    },
    nuance: {
      heading: 'Where it gets complicated',
      focus: 'where it gets complicated',
      clauses: [
        'the full picture is messier than any single explanation',
        'experts still debate parts of {subject}, and that is a good sign, not a bad one',
        'several factors usually work together rather than one cause acting alone',
        'the honest answer often starts with the words it depends',
        'nuance is where the most interesting questions about {kp} live',
        'simple rules work most of the time, and the exceptions teach you the most',
      ],
      shots: ['overlapping circles of a Venn diagram', 'two expert quotes side by side'],
    },
    practical: {
      heading: 'What this means for you',
      focus: 'what this means for you',
      clauses: [
        'knowing this helps you make better sense of the news, conversations and choices around {kp}',
        'you can put this to use the next time the topic of {kp} comes up',
        'the practical takeaway is to ask better questions',
        'a little understanding goes a long way in everyday decisions',
        'sharing what you learned is the best way to make it stick',
        'once this clicks, related topics become much easier to follow',
      ],
      shots: ["the viewer's everyday world with the idea labelled", 'a short summary card'],
    },
  },
  order: {
    3: ['what', 'how', 'practical'],
    4: ['what', 'why', 'how', 'practical'],
    6: ['what', 'why', 'backstory', 'how', 'myths', 'practical'],
    8: ['what', 'why', 'backstory', 'how', 'example', 'myths', 'nuance', 'practical'],
  },
  extras: [
    'the key is to take it one idea at a time',
    'it is worth pausing here, because this is where most explanations rush',
    'the simplest explanation is usually the best starting point',
    'this is the part that surprises most people',
    'there is no need to memorise every detail to understand the big picture',
    'a good question is often more useful than a quick answer',
    'clear thinking about {kp} starts with clear definitions',
    'each piece of the explanation builds on the one before',
    'curiosity is the only prerequisite here',
    'it is okay if this takes a second to sink in',
    'the details matter, but the big picture matters more',
    'what looks complicated from the outside is often a few simple ideas stacked together',
    'once you see the pattern, you cannot unsee it',
    'connecting {kp} to things you already know makes it stick',
    'there is more agreement on the basics than the debates suggest',
    'good explanations leave you with better questions',
    'asking why one more time usually reveals the deeper layer',
    'the evidence points in a clear direction, even if some details are still debated',
  ],
  roadmaps: ['We will look at {sectionList}.', 'To make sense of it, we will cover {sectionList}.', 'Here is the route: {sectionList}.'],
  teasers: [
    '{question}',
    'The real answer is more interesting than the one you have heard.',
    'By the end, you will be able to explain {subject} in a single sentence.',
  ],
  fallbackAction: 'understand {subject}',
  fallbackQuestion: 'What is really going on with {subject}?',
  defaultAudience: 'curious viewers',
};

export const structureBanks: Record<StructureId, StructureBank> = { tutorial, review, vlog, explainer };
