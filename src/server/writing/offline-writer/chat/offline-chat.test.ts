import { beforeAll, describe, expect, it } from 'vitest';
import { scriptTones, videoLengthLabels } from '@shared/catalog/scripts';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import type * as OfflineChat from './index';
import type { ChatCategory, ChatContext, ChatTurn, OfflineChatRequest } from './types';
import { replyItems } from './previous-reply';

let chat: typeof OfflineChat;

const full: ChatContext = { niche: 'Tech Reviews', audience: 'Young Adults', budget: '$1000/month' };
const empty: ChatContext = { niche: '', audience: '', budget: '' };
const categories: ChatCategory[] = ['story-ideas', 'script-prompts', 'advertising'];
const firstMessages: Record<ChatCategory, string> = {
  'story-ideas': 'Give me some story ideas about a haunted lighthouse',
  'script-prompts': 'write prompts for a video on home workouts',
  advertising: 'I need ad ideas for my coffee shop',
};
const topics: Record<ChatCategory, string> = {
  'story-ideas': 'haunted lighthouse',
  'script-prompts': 'home workouts',
  advertising: 'coffee shop',
};

function ask(category: ChatCategory, message: string, context = full, history: ChatTurn[] = [], seed?: number): string {
  const request: OfflineChatRequest = { category, context, message, history };
  if (seed !== undefined) request.seed = seed;
  return chat.offlineChatReply(request);
}

/** A first request and its reply, as history for a follow-up. */
function conversation(category: ChatCategory, context = full): ChatTurn[] {
  const message = firstMessages[category];
  return [
    { role: 'user', content: message },
    { role: 'assistant', content: ask(category, message, context) },
  ];
}

/** Things no reply may contain: unfilled slots, programming leftovers, claims to be a model. */
function expectClean(reply: string, label: string): void {
  expect(reply, label).not.toMatch(/[{}]|\bundefined\b|\bNaN\b|\bnull\b|\[object/);
  expect(reply, label).not.toMatch(/language model|as an ai\b|i am an ai|i'm an ai|chatgpt|\bllm\b|\bgpt\b/i);
  expect(reply.trim(), label).toBe(reply);
}

beforeAll(async () => {
  const start = performance.now();
  chat = await import('./index');
  // The first reply loads the wink model and warms the code paths.
  chat.offlineChatReply({ category: 'story-ideas', context: full, message: 'warm up', history: [] });
  console.log(`offline chat: module, wink model and first reply in ${(performance.now() - start).toFixed(0)} ms`);
});

describe('offline chat: each category answers the request with drafts built on its context', () => {
  it('labels itself with the offline writer engine', () => {
    expect(chat.OFFLINE_CHAT_ENGINE).toBe('offline-writer');
  });

  it('story ideas: three ideas, each with title, logline, hook and why it fits, plus a next step', () => {
    const reply = ask('story-ideas', firstMessages['story-ideas']);
    const items = replyItems(reply);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.body).toMatch(/\*\*Logline:\*\* [A-Z][^\n]+\./);
      expect(item.body).toMatch(/\*\*Opening hook:\*\* "[^"\n]+"/);
      expect(item.body).toMatch(/\*\*Why it fits young adults:\*\* /);
      expect(item.body.toLowerCase()).toContain('haunted lighthouse');
    }
    expect(reply).toMatch(/\*\*Next step:\*\* /);
    const lower = reply.toLowerCase();
    expect(lower).toContain('tech reviews');
    expect(lower).toContain('young adults');
    expectClean(reply, 'story ideas');
  });

  it('script prompts: three full prompts naming topic, audience, length, tone and structure, plus a tip', () => {
    const reply = ask('script-prompts', firstMessages['script-prompts']);
    const items = replyItems(reply);
    expect(items).toHaveLength(3);
    for (const item of items) {
      const prompt = item.body
        .split('\n')
        .filter((line) => line.startsWith('> '))
        .map((line) => line.slice(2))
        .join(' ');
      expect(prompt).toMatch(/Write a [\d.]+-minute YouTube script about home workouts for a tech reviews channel aimed at young adults\./);
      expect(prompt).toMatch(/Tone: \w+;/);
      expect(prompt).toMatch(/Open with .+\. Then cover \(1\) .+, \(2\) .+/);
      expect(prompt).toMatch(/End with /);
      const settings = /\*\*Script Writing settings:\*\* topic "([^"]+)", ([^,]+), tone (\w+), template (\w+)/.exec(item.body);
      expect(settings, item.title).not.toBeNull();
      expect(settings![1]!.toLowerCase()).toContain('home workouts');
      expect(settings![1]!.length).toBeLessThanOrEqual(TOPIC_MAX_LENGTH);
      expect(videoLengthLabels).toContain(settings![2]);
      expect(scriptTones).toContain(settings![3]);
      expect(['Tutorial', 'Review', 'Vlog', 'Explainer']).toContain(settings![4]);
    }
    expect(reply).toMatch(/\*\*Tip:\*\* /);
    expectClean(reply, 'script prompts');
  });

  it('advertising: 2–3 concepts with angle, hook, 15/30-second outlines, call to action and channel, a budget split and what to measure', () => {
    const reply = ask('advertising', firstMessages.advertising);
    const items = replyItems(reply);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const item of items) {
      for (const label of ['Angle', 'Hook (first 3 seconds)', '15-second version', '30-second version', 'Call to action', 'Best channel']) {
        expect(item.body, `${item.title}: ${label}`).toContain(`**${label}:**`);
      }
      expect(item.body).toContain('your coffee shop');
    }
    expect(reply).toContain('## Budget split: $1,000 a month');
    expect(reply).toContain('**Total:** 100% · $1,000 a month');
    expect(reply).toContain('## What to measure');
    expect(reply).toContain('young adults');
    expectClean(reply, 'advertising');
  });

  it('mentions the niche, audience and topic it was given, in every category', () => {
    const context = { niche: 'Home Baking', audience: 'busy parents', budget: '€500 a week' };
    const messages: Record<ChatCategory, [string, string]> = {
      'story-ideas': ['story ideas about sourdough starters', 'sourdough starters'],
      'script-prompts': ['script prompts about sourdough starters', 'sourdough starters'],
      advertising: ['ads for my sourdough workshop', 'sourdough workshop'],
    };
    for (const category of categories) {
      const [message, topic] = messages[category];
      const reply = ask(category, message, context).toLowerCase();
      expect(reply, category).toContain('home baking');
      expect(reply, category).toContain('busy parents');
      expect(reply, category).toContain(topic);
    }
  });

  it('falls back to the niche when the message names no topic', () => {
    for (const category of categories) {
      const reply = ask(category, 'some ideas please', { ...empty, niche: 'Vegan Cooking' });
      expect(reply.toLowerCase(), category).toContain('vegan cooking');
      expect(replyItems(reply).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('with no context at all still gives a useful reply in every category', () => {
    for (const category of categories) {
      for (const message of ['ideas', 'help me with a video about cats']) {
        const reply = ask(category, message, empty);
        expect(replyItems(reply).length, `${category}: ${message}`).toBeGreaterThanOrEqual(2);
        expect(reply.length).toBeGreaterThan(600);
        expectClean(reply, `${category}: ${message}`);
      }
    }
    const ads = ask('advertising', 'ideas', empty);
    expect(ads).toContain('No budget is set yet, so here is the split in percentages.');
    expect(ads).toMatch(/\*\*Starting budget:\*\* /);
  });

  it('states no statistics: percentages appear only in the budget split', () => {
    for (const category of ['story-ideas', 'script-prompts'] as const) {
      for (let seed = 0; seed < 20; seed += 1) expect(ask(category, firstMessages[category], full, [], seed)).not.toMatch(/%|percent/i);
    }
    const ads = ask('advertising', firstMessages.advertising);
    const beforeBudget = ads.slice(0, ads.indexOf('## Budget split'));
    expect(beforeBudget).not.toMatch(/%|percent/i);
  });
});

describe('offline chat: reads the request (subject, count, format, questions of fact)', () => {
  /** The numbered entries of a reply: '### 1. …' items or '1. **…**' list lines. */
  const countItems = (reply: string) => replyItems(reply).length;

  it("keeps acronyms, brands and model numbers as written ('US' is not 'us')", () => {
    const spellings: [string, string][] = [
      ['5 video ideas about moving to the US', 'moving to the US'],
      ['story ideas about B2B sales calls', 'B2B sales calls'],
      ['titles about the iPhone 15 Pro', 'iPhone 15 Pro'],
      ['ad ideas for my SaaS startup', 'SaaS startup'],
    ];
    for (const category of categories) {
      for (const [message, kept] of spellings) {
        const reply = ask(category, message, empty);
        expect(reply, `${category}: ${message}`).toContain(kept);
        expect(reply, `${category}: ${message}`).not.toMatch(/\bthe (?:us|you)\b|\bb2b\b|\biphone\b|\bsaas\b/);
      }
    }
  });

  it('gives exactly as many items as asked for, in every category, and at most ten', () => {
    for (const category of categories) {
      expect(countItems(ask(category, '5 ideas about moving to the US')), category).toBe(5);
      expect(countItems(ask(category, 'give me three hooks about home workouts')), category).toBe(3);
      expect(countItems(ask(category, '10 titles about home workouts')), category).toBe(10);
      expect(countItems(ask(category, 'one idea about cats')), category).toBe(1);
      const twelve = ask(category, 'give me 12 titles about cats');
      expect(countItems(twelve), category).toBe(10);
      expect(twelve).toMatch(/^You asked for 12; the offline writer gives at most 10 at a time\./);
    }
    // Without a number, the category's usual three items.
    expect(countItems(ask('story-ideas', firstMessages['story-ideas']))).toBe(3);
    expect(ask('story-ideas', '5 ideas about moving to the US')).toMatch(/^Here are five story ideas about \*\*moving to the US\*\*/);
  });

  it("a number in 'give me 4 more' sets how many new items come, in the earlier request's format", () => {
    const history: ChatTurn[] = [{ role: 'user', content: '5 titles about sourdough baking' }];
    history.push({ role: 'assistant', content: ask('script-prompts', history[0]!.content, empty) });
    const before = replyItems(history[1]!.content).map((item) => item.title);
    const more = ask('script-prompts', 'give me 4 more', empty, history);
    const after = replyItems(more).map((item) => item.title);
    expect(after).toHaveLength(4);
    expect(more).toContain('video titles');
    for (const title of after) expect(before).not.toContain(title);
  });

  it('answers "write a 30-second ad" with a timed ad script in every category, not story loglines or prompts', () => {
    for (const category of categories) {
      const reply = ask(category, 'write a 30-second ad for my coffee shop', empty);
      expect(reply, category).toMatch(/^Here is one 30-second ad script for \*\*your coffee shop\*\*/);
      expect(reply, category).toMatch(/\*\*0–3 s · Hook:\*\*/);
      expect(reply, category).toMatch(/\*\*3–10 s · Problem:\*\*/);
      expect(reply, category).toMatch(/\*\*10–24 s · Product:\*\*/);
      expect(reply, category).toMatch(/\*\*24–30 s · CTA:\*\*/);
      expect(reply, category).toContain('[ADD: what your coffee shop does about it');
      expect(reply, category).not.toContain('**Logline:**');
      expect(reply, category).not.toContain('Write a ');
      // No made-up facts: no prices, percentages or figures in the script itself.
      const script = reply.slice(reply.indexOf('###'), reply.indexOf('**Next step:**'));
      expect(script.replace(/\d+–\d+ s|\(\d+ seconds\)|^(?:### )?\d+\./gm, '')).not.toMatch(/\d|%|\$/);
      expectClean(reply, category);
    }
    const fifteen = ask('advertising', 'two 15-second ads for my gym', full);
    expect(countItems(fifteen)).toBe(2);
    expect(fifteen).toContain('(15 seconds)');
    expect(fifteen).toMatch(/\*\*12–15 s · CTA:\*\*/);
    // 'expand on 1' after an ad script develops that concept with the same opening line.
    const adHistory: ChatTurn[] = [{ role: 'user', content: 'write a 30-second ad for my coffee shop' }];
    adHistory.push({ role: 'assistant', content: ask('advertising', adHistory[0]!.content, empty) });
    const [script] = replyItems(adHistory[1]!.content);
    const hook = /\*Voiceover:\* "(.+)"/.exec(script!.body)![1]!;
    const expanded = ask('advertising', 'expand on 1', empty, adHistory);
    expect(expanded).toContain(`### 1. ${script!.title}`);
    expect(expanded).toContain(`*Voiceover:* "${hook}"`);
  });

  it('gives titles when titles are asked for, in any category, built from the subject', () => {
    for (const category of categories) {
      const reply = ask(category, 'titles about the Roman Empire', empty);
      const titles = replyItems(reply).map((item) => item.title);
      expect(titles, category).toHaveLength(5);
      for (const title of titles) expect(title, `${category}: ${title}`).toContain('Roman Empire');
      expect(reply, category).not.toContain('**Logline:**');
      expect(reply, category).not.toContain('> Write a ');
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(ask('story-ideas', 'titles about the Roman Empire', empty)).toMatch(/^Here are five story titles/);
    expect(ask('script-prompts', 'titles about the Roman Empire', empty)).toMatch(/^Here are five video titles/);
  });

  it('gives opening hooks, script outlines and video ideas when asked, in any category', () => {
    for (const category of categories) {
      const hooks = ask(category, 'give me three hooks about home workouts', empty);
      expect(hooks, category).toMatch(/^Here are three opening lines/);
      for (const item of replyItems(hooks)) expect(item.title, category).toMatch(/^".+"$/);
      const script = ask(category, 'write a 60-second script about home workouts', empty);
      expect(script, category).toMatch(/^Here is one script outline about \*\*home workouts\*\*, timed for about 1:00/);
      expect(script, category).toMatch(/1\. \*\*Hook \(0:00–0:05\):\*\*/);
      expect(script, category).toMatch(/\*\*Call to action \(0:54–1:00\):\*\*/);
      expect(script, category).toContain('[ADD: ');
      const ideas = ask(category, '4 video ideas about home workouts', empty);
      expect(countItems(ideas), category).toBe(4);
      expect(ideas, category).toContain('**The video:**');
      for (const reply of [hooks, script, ideas]) expectClean(reply, category);
    }
  });

  it('answers a question of fact plainly, with what it can write about the subject instead', () => {
    for (const category of categories) {
      for (const question of [
        'What is the population of the US?',
        'who won the 2022 World Cup',
        'latest news about Tesla',
        'how much does a Tesla cost?',
      ]) {
        const reply = ask(category, question);
        expect(reply.split('\n')[0], `${category}: ${question}`).toBe(
          "I can't look up facts offline — connect a text model in AI engines.",
        );
        expect(reply).not.toContain('**Logline:**');
        expectClean(reply, question);
      }
    }
    const population = ask('story-ideas', 'What is the population of the US?');
    expect(population).toContain('What I can do offline for **the population of the US**');
    expect(population).toContain('"5 titles about the population of the US"');
    expect(population).toContain('"story ideas about the population of the US"');
    // A question asked after some ideas is still a question, and 'more' afterwards still means the ideas.
    const history = conversation('story-ideas');
    const answer = ask('story-ideas', 'When was the first lighthouse built?', full, history);
    expect(answer).toMatch(/^I can't look up facts offline/);
    const more = ask('story-ideas', 'more', full, [
      ...history,
      { role: 'user', content: 'When was the first lighthouse built?' },
      { role: 'assistant', content: answer },
    ]);
    expect(more.toLowerCase()).toContain('haunted lighthouse');
  });

  it('different subjects give different replies, each about its own subject', () => {
    for (const category of categories) {
      for (const ask1 of ['5 ideas about', 'titles about', 'three hooks about', 'a 30-second ad for']) {
        const cats = ask(category, `${ask1} cat cafés`, empty);
        const rome = ask(category, `${ask1} the Roman Empire`, empty);
        expect(cats, `${category}: ${ask1}`).not.toBe(rome);
        expect(cats, `${category}: ${ask1}`).toContain('cat cafés');
        expect(cats, `${category}: ${ask1}`).not.toContain('Roman Empire');
        expect(rome, `${category}: ${ask1}`).toContain('Roman Empire');
      }
    }
  });
});

describe('offline chat: seeds', () => {
  it('gives the same reply for the same request and seed, and a different one for another seed', () => {
    for (const category of categories) {
      const message = firstMessages[category];
      expect(ask(category, message, full, [], 7)).toBe(ask(category, message, full, [], 7));
      expect(ask(category, message, full, [], 7)).not.toBe(ask(category, message, full, [], 8));
      const replies = new Set(Array.from({ length: 10 }, (_, seed) => ask(category, message, full, [], seed)));
      expect(replies.size, category).toBeGreaterThanOrEqual(9);
    }
  });
});

describe('offline chat: follow-ups work on the previous reply', () => {
  it("'expand on 2' develops the second item of the previous reply, in every category", () => {
    for (const category of categories) {
      const history = conversation(category);
      const items = replyItems(history[1]!.content);
      const reply = ask(category, 'expand on 2', full, history);
      expect(reply, category).toContain(`### 2. ${items[1]!.title}`);
      expect(reply, category).not.toContain(items[0]!.title === items[1]!.title ? '\u0000' : `### 1. ${items[0]!.title}`);
      expect(reply.length, category).toBeGreaterThan(items[1]!.body.length);
      expectClean(reply, `${category}: expand on 2`);
    }
  });

  it('expands a story idea with its own logline and hook, a timed beat outline, opening lines and shots', () => {
    const history = conversation('story-ideas');
    const second = replyItems(history[1]!.content)[1]!;
    const logline = /\*\*Logline:\*\* (.+)/.exec(second.body)![1]!;
    const hook = /\*\*Opening hook:\*\* "(.+)"/.exec(second.body)![1]!;
    const reply = ask('story-ideas', 'Tell me more about the second one', full, history);
    expect(reply).toContain(logline);
    expect(reply).toContain(`> ${hook}`);
    expect(reply).toMatch(/\*\*Hook \(0:00–0:10\):\*\*/);
    expect(reply).toMatch(/\*\*Payoff \(\d:\d\d–2:00\):\*\*/);
    expect(reply).toContain('**Shots to plan**');
    const topic = /use the topic "(.+?)", the (\w+) tone and ([^.]+)\./.exec(reply);
    expect(topic).not.toBeNull();
    expect(topic![1]!.length).toBeLessThanOrEqual(TOPIC_MAX_LENGTH);
    expect(scriptTones).toContain(topic![2]);
    expect(videoLengthLabels).toContain(topic![3]);
  });

  it('expands an ad concept into a 30-second script that reuses its hook and call to action', () => {
    const history = conversation('advertising');
    const first = replyItems(history[1]!.content)[0]!;
    const hook = /\*\*Hook \(first 3 seconds\):\*\* "(.+)"/.exec(first.body)![1]!;
    const cta = /\*\*Call to action:\*\* (.+)/.exec(first.body)![1]!;
    const reply = ask('advertising', 'expand on 1', full, history);
    expect(reply).toContain(`*Voiceover:* "${hook}"`);
    expect(reply).toContain(`*Voiceover:* "${cta}"`);
    expect(reply).toMatch(/\*\*25–30 s:\*\*/);
    expect(reply).toContain('Budget: about $300 a month (the channel budget of $900 shared equally by 3 concepts)');
  });

  it("'make the second one funnier' keeps that story's title, hero and premise and changes its tone and hook", () => {
    const history = conversation('story-ideas', { ...full, audience: 'professionals' });
    const second = replyItems(history[1]!.content)[1]!;
    const reply = ask('story-ideas', 'make the second one funnier', { ...full, audience: 'professionals' }, history);
    const items = replyItems(reply);
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(second.title);
    const before = /\*\*Logline:\*\* (.+?),[^,]*$/.exec(/\*\*Logline:\*\* .+/.exec(second.body)![0])![1]!;
    expect(items[0]!.body).toContain(before.split(',')[0]!);
    expect(items[0]!.body).toContain('**Tone:** Funny');
    expect(/\*\*Opening hook:\*\* .+/.exec(items[0]!.body)![0]).not.toBe(/\*\*Opening hook:\*\* .+/.exec(second.body)![0]);
  });

  it("'shorter' rewrites every item of the previous reply, in every category", () => {
    for (const category of categories) {
      const history = conversation(category);
      const before = replyItems(history[1]!.content);
      const reply = ask(category, 'shorter', full, history);
      const after = replyItems(reply);
      expect(
        after.map((item) => item.title),
        category,
      ).toEqual(before.map((item) => item.title));
      expect(reply).toContain('**What changed:**');
    }
    const prompts = ask('script-prompts', 'make them shorter', full, conversation('script-prompts'));
    for (const item of replyItems(prompts)) expect(item.body).toContain(', 1-3 minutes, tone');
  });

  it("'more' brings new items on the same topic", () => {
    for (const category of categories) {
      const history = conversation(category);
      const before = replyItems(history[1]!.content).map((item) => item.title);
      const reply = ask(category, 'more ideas', full, history);
      const after = replyItems(reply).map((item) => item.title);
      expect(after.length, category).toBeGreaterThanOrEqual(2);
      for (const title of after) expect(before, `${category}: ${title}`).not.toContain(title);
      expect(reply.toLowerCase()).toContain(topics[category]);
    }
  });

  it('asking the same thing again in a conversation brings new items', () => {
    const history = conversation('story-ideas');
    const before = replyItems(history[1]!.content).map((item) => item.title);
    const again = replyItems(ask('story-ideas', firstMessages['story-ideas'], full, history)).map((item) => item.title);
    for (const title of again) expect(before).not.toContain(title);
  });

  it('asks which one when told to expand without a number', () => {
    const reply = ask('story-ideas', 'expand', full, conversation('story-ideas'));
    const history = conversation('story-ideas');
    const titles = replyItems(history[1]!.content).map((item) => item.title);
    expect(reply).toMatch(/^Which idea should I develop\?/);
    for (const [index, title] of titles.entries()) expect(reply).toContain(`- **${index + 1}.** ${title}`);
    // The answer to the question still refers to the ideas, not to the question.
    const answer = ask('story-ideas', '3', full, [...history, { role: 'user', content: 'expand' }, { role: 'assistant', content: reply }]);
    expect(answer).toContain(`### 3. ${titles[2]}`);
    expect(answer).toContain('**Beat outline**');
  });

  it('still refers to the last items after a thanks in between', () => {
    const history = conversation('script-prompts');
    const titles = replyItems(history[1]!.content).map((item) => item.title);
    const thanks = ask('script-prompts', 'thanks', full, history);
    const reply = ask('script-prompts', 'expand on 1', full, [
      ...history,
      { role: 'user', content: 'thanks' },
      { role: 'assistant', content: thanks },
    ]);
    expect(reply).toContain(`### 1. ${titles[0]}`);
  });

  it('works on a numbered reply it did not write itself', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'story ideas about space travel' },
      {
        role: 'assistant',
        content:
          '1. **The Long Dark**: a pilot alone on a cargo run\n2. **Red Dust Diaries**: a botanist on Mars keeps a video diary\n3. **Slingshot**: a teen hacks a probe',
      },
    ];
    const reply = ask('story-ideas', 'expand on 2', full, history);
    expect(reply).toContain('### 2. Red Dust Diaries');
    expect(reply).not.toContain('The Long Dark');
    expectClean(reply, 'foreign reply');
  });
});

describe('offline chat: greetings and thanks', () => {
  it('answers a greeting with what the category can do, using the context', () => {
    for (const category of categories) {
      const reply = ask(category, 'hi', full);
      expect(reply.length, category).toBeLessThan(700);
      expect(reply).toContain('tech reviews');
      expect(reply.split('\n').filter((line) => line.startsWith('- ')).length).toBe(3);
    }
    expect(ask('advertising', 'hello', full)).toContain('$1,000 a month');
    expect(ask('story-ideas', 'hey', empty)).toContain('Filling in Niche and Target Audience');
  });

  it('answers thanks briefly, pointing at the follow-ups', () => {
    expect(ask('story-ideas', 'thanks!', full, conversation('story-ideas'))).toMatch(/^You're welcome! Say 'more' for new ideas/);
    expect(ask('script-prompts', 'thank you', full)).toMatch(/^You're welcome!/);
  });
});

describe('offline chat: pieces', () => {
  it('streams the reply in short pieces that join to exactly the whole reply', () => {
    for (const category of categories) {
      const request: OfflineChatRequest = { category, context: full, message: firstMessages[category], history: [], seed: 3 };
      const pieces = chat.offlineChatPieces(request);
      expect(pieces.join('')).toBe(chat.offlineChatReply(request));
      expect(pieces.length).toBeGreaterThan(50);
      for (const piece of pieces) {
        expect(piece.length).toBeGreaterThan(0);
        expect(piece.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('never fails and never leaves a slot unfilled across many requests', () => {
    const messages = [
      'story ideas about the Roman Empire',
      'how to start a podcast',
      'iPhone 15 vs Pixel 8',
      'ads for my new vegan bakery in Austin',
      'why do cats purr',
      'a',
      '!!!',
      'more',
      'expand on 3',
      'make it darker',
      'x'.repeat(400),
    ];
    const contexts = [
      full,
      empty,
      { niche: 'Kids Science', audience: 'kids', budget: '50 dollars a week' },
      { niche: 'B2B SaaS', audience: 'small business owners', budget: '€2k' },
    ];
    for (const category of categories) {
      for (const context of contexts) {
        for (const message of messages) {
          const reply = ask(category, message, context);
          expect(reply.length, `${category}: ${message}`).toBeGreaterThan(40);
          expectClean(reply, `${category}: ${message}`);
          const followUp = ask(category, 'make the first one funnier', context, [
            { role: 'user', content: message },
            { role: 'assistant', content: reply },
          ]);
          expectClean(followUp, `${category}: ${message} → funnier`);
        }
      }
    }
  });
});
