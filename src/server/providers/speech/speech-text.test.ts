import { describe, expect, it } from 'vitest';
import { cleanForSpeech, splitSentences } from './speech-text';

describe('cleanForSpeech', () => {
  it('strips Markdown and keeps the words', () => {
    const text =
      '# The Title\n\n**Bold**, *italic* and __strong__ with a [link](https://example.com).\n\n- first item\n- second item\n1. numbered item\n> quoted';
    expect(cleanForSpeech(text)).toBe(
      'The Title\n\nBold, italic and strong with a link.\n\nfirst item\nsecond item\nnumbered item\nquoted',
    );
  });

  it('removes cue markers but not links', () => {
    expect(
      cleanForSpeech('[HOOK] Did you know? [B-ROLL: city at night, drone shot] It works. [B-roll] [Pause] Read [the guide](https://x.y).'),
    ).toBe('Did you know? It works. Read the guide.');
  });

  it("never speaks an older draft's engine header nor a script's cue lines", () => {
    const script = [
      '[OFFLINE DRAFT · Tutorial · Educational · 1-3 minutes · written by the offline writer, no AI model]',
      '[TITLE: Pour-over at Home]',
      '[B-ROLL: kettle pouring in slow motion]',
      '[ON-SCREEN TEXT: "Step 1"]',
      'Heat the water first.',
    ].join('\n');
    expect(cleanForSpeech(script)).toBe('Heat the water first.');
  });

  it("never speaks an offline draft's [ADD: …] slots, on their own line or inside a sentence", () => {
    const script = [
      '[SECTION 2: Day 2]',
      'Day two.',
      '[ADD: day 2 — the place you visit and why, e.g. "Belém" (about 40 words)]',
      "Step one. [ADD: step 1 — what to do, with times & temperatures] Step two, [ADD: the pan's size] then rest.",
      '[ADD: price and where to buy the iPhone 15 Pro (about 15 words)]',
    ].join('\n');
    expect(cleanForSpeech(script)).toBe('Day two.\n\nStep one. Step two, then rest.');
  });

  it('removes emoji with their modifiers and joiners', () => {
    expect(cleanForSpeech('Launch day 🚀🔥! Thumbs 👍🏽, family 👨‍👩‍👧, love ❤️, keycap 1️⃣, flag 🇬🇧 done.')).toBe(
      'Launch day! Thumbs, family, love, keycap, flag done.',
    );
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends and line breaks, not after titles', () => {
    expect(splitSentences('My Title\nDr. Smith paid $3.50 at 5 p.m. Then he left! Really?\n\n—\nlast line')).toEqual([
      'My Title',
      'Dr. Smith paid $3.50 at 5 p.m.',
      'Then he left!',
      'Really?',
      'last line',
    ]);
  });
});
