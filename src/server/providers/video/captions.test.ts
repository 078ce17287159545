import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { videoPixelSize } from '@shared/catalog/video';
import type { TimedWord } from '../speech/speech-engine';
import { opentype } from '../../lib/on-first-use';
import { captionFont } from './caption-font';
import { captionLayout, captionsAss, type CaptionsAssOptions } from './captions';

const font = await captionFont();
const landscape: CaptionsAssOptions = { ...videoPixelSize('16:9', '720p'), style: 'minimal', fontName: 'Anton', measure: font.measure };

/** Words spoken one after another, 300 ms each with 50 ms between, from `startMs`. */
function spoken(text: string, startMs = 0): TimedWord[] {
  return text.split(' ').map((word, index) => ({ text: word, startMs: startMs + index * 350, endMs: startMs + index * 350 + 300 }));
}

interface Event {
  /** 0: a boxed cue's box, drawn under its text; 1: the text. */
  layer: number;
  startMs: number;
  endMs: number;
  text: string;
}

function events(ass: string): Event[] {
  const time = (value: string) => {
    const [hours, minutes, seconds] = value.split(':');
    return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
  };
  return ass
    .split('\n')
    .filter((line) => line.startsWith('Dialogue: '))
    .map((line) => {
      const fields = line.slice('Dialogue: '.length).split(',');
      return { layer: Number(fields[0]), startMs: time(fields[1]!), endMs: time(fields[2]!), text: fields.slice(9).join(',') };
    });
}

/** What a viewer reads: override blocks removed, escapes resolved. */
const visible = (text: string) =>
  text
    .replace(/(?<!\\)\{[^}]*\}/g, '')
    .replace(/\\N/g, '\n')
    .replace(/\\([{}])/g, '$1')
    .replace(/\u2060/g, '');

describe('captionsAss', () => {
  it('shows each cue from its first word’s start to its last word’s end, and nothing in the pause between sentences', () => {
    const words = [...spoken('The first sentence is here.'), ...spoken('Then a second one.', 4000)];
    const shown = events(captionsAss(words, landscape));
    expect(shown.map((event) => visible(event.text))).toEqual(['The first sentence is here.', 'Then a second one.']);
    expect(shown[0]).toMatchObject({ startMs: 0, endMs: 4 * 350 + 300 });
    expect(shown[1]).toMatchObject({ startMs: 4000, endMs: 4000 + 3 * 350 + 300 });
    for (const gap of [1800, 2500, 3990, 5500]) {
      expect(shown.filter((event) => event.startMs <= gap && gap < event.endMs)).toEqual([]);
    }
  });

  it('ends a cue at a heading’s last word (endsSentence) and at a pause, even without a full stop', () => {
    const heading: TimedWord[] = [
      { text: 'Chapter', startMs: 0, endMs: 300 },
      { text: 'one', startMs: 350, endMs: 600, endsSentence: true },
    ];
    const afterPause = [...spoken('words before', 1000), ...spoken('a pause', 2500)];
    const shown = events(captionsAss([...heading, ...afterPause], landscape));
    expect(shown.map((event) => visible(event.text))).toEqual(['Chapter one', 'words before', 'a pause']);
  });

  it('keeps every cue to at most two lines inside the title-safe width, at every format', () => {
    const text =
      'Creators finish in a video, not in a text file, so the draft turns every section of the script into a scene with its picture and its voice ' +
      'and incomprehensibilities like supercalifragilisticexpialidociously long words still fit';
    for (const format of ['16:9', '9:16', '1:1'] as const) {
      for (const style of ['bold', 'highlight', 'boxed', 'minimal'] as const) {
        const options = { ...videoPixelSize(format, '1080p'), style, fontName: 'Anton', measure: font.measure };
        const layout = captionLayout(spoken(text), options);
        expect(layout.cues.flatMap((cue) => cue.lines.flat().map((word) => word.text)).join(' ')).toBe(text);
        for (const cue of layout.cues) {
          expect(cue.lines.length).toBeLessThanOrEqual(2);
          for (const line of cue.lines) {
            const width = font.measure(line.map((word) => word.text).join(' ')) * cue.fontSize;
            expect(width).toBeLessThanOrEqual(options.width * 0.9);
          }
        }
        for (const event of events(captionsAss(spoken(text), options)).filter((shown) => shown.layer === 1)) {
          expect(visible(event.text).split('\n').length).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('draws each boxed cue’s box as one shape under its text, around all of its lines, at every format', () => {
    const text =
      'Extraordinarily incomprehensible unquestionably overwhelming characteristically disproportionate circumstances. Short one.';
    for (const format of ['16:9', '9:16', '1:1'] as const) {
      const options = { ...videoPixelSize(format, '1080p'), style: 'boxed' as const, fontName: 'Anton', measure: font.measure };
      const layout = captionLayout(spoken(text), options);
      const shown = events(captionsAss(spoken(text), options));
      const boxes = shown.filter((event) => event.layer === 0);
      const texts = shown.filter((event) => event.layer === 1);
      expect(boxes.map(({ startMs, endMs }) => [startMs, endMs])).toEqual(texts.map(({ startMs, endMs }) => [startMs, endMs]));
      expect(layout.cues.some((cue) => cue.lines.length === 2)).toBe(true);
      layout.cues.forEach((cue, index) => {
        const points = boxes[index]!.text.replace(/^\{[^}]*\}/, '')
          .match(/-?\d+/g)!
          .map(Number);
        const xs = points.filter((_, at) => at % 2 === 0);
        const ys = points.filter((_, at) => at % 2 === 1);
        const padding = 0.14 * cue.fontSize;
        const widest = Math.max(...cue.lines.map((line) => font.measure(line.map((word) => word.text).join(' ')) * cue.fontSize));
        const bottom = options.height - layout.marginV;
        expect(Math.max(...xs) - Math.min(...xs), `${format} cue ${index + 1}`).toBeCloseTo(widest + 2 * padding, -0.5);
        expect((Math.max(...xs) + Math.min(...xs)) / 2).toBeCloseTo(options.width / 2, -0.5);
        expect(Math.max(...ys)).toBeCloseTo(bottom + padding, -0.5);
        expect(Math.min(...ys)).toBeCloseTo(bottom - cue.lines.length * cue.fontSize - padding, -0.5);
      });
    }
  });

  it('sets a word too wide for the frame alone and smaller', () => {
    const layout = captionLayout(spoken('Pneumonoultramicroscopicsilicovolcanoconiosis'), {
      ...videoPixelSize('9:16', '720p'),
      style: 'bold',
      fontName: 'Anton',
      measure: font.measure,
    });
    expect(layout.cues).toHaveLength(1);
    expect(layout.cues[0]!.fontSize).toBeLessThan(layout.fontSize);
    expect(font.measure('Pneumonoultramicroscopicsilicovolcanoconiosis') * layout.cues[0]!.fontSize).toBeLessThanOrEqual(720 * 0.9);
  });

  it('sets vertical video’s captions larger than landscape’s, and keeps them above the bottom 8% of the frame', () => {
    const portrait = captionLayout(spoken('Hello there'), { ...videoPixelSize('9:16', '720p'), style: 'highlight', fontName: 'Anton' });
    const wide = captionLayout(spoken('Hello there'), { ...videoPixelSize('16:9', '720p'), style: 'highlight', fontName: 'Anton' });
    expect(portrait.fontSize).toBeGreaterThan(wide.fontSize);
    expect(wide.marginV).toBeGreaterThanOrEqual(720 * 0.08);
    expect(portrait.marginV).toBeGreaterThanOrEqual(1280 * 0.08);
  });

  it('escapes braces, backslashes and line breaks in the words, so no word can add an override or a line', () => {
    const words: TimedWord[] = [
      { text: '{\\b1}bold', startMs: 0, endMs: 300 },
      { text: 'back\\Nslash\\', startMs: 350, endMs: 600 },
      { text: 'two\nlines', startMs: 650, endMs: 900 },
    ];
    const [event] = events(captionsAss(words, landscape));
    expect(event!.text).toBe('\\{\\\u2060b1\\}bold back\\\u2060Nslash\\\u2060 two lines');
    expect(visible(event!.text)).toBe('{\\b1}bold back\\Nslash\\ two lines');
  });

  it('highlights the word being spoken: one event per word, back to back, the spoken word coloured', () => {
    const shown = events(captionsAss(spoken('Watch this word move.'), { ...landscape, style: 'highlight' }));
    expect(shown).toHaveLength(4);
    shown.forEach((event, index) => {
      expect(visible(event.text)).toBe('Watch this word move.');
      const coloured = /\{\\1c&H00E6FF&\}([^{]+)\{/.exec(event.text)?.[1];
      expect(coloured).toBe(['Watch', 'this', 'word', 'move.'][index]);
      if (index > 0) expect(event.startMs).toBe(shown[index - 1]!.endMs);
    });
    expect(shown[0]!.startMs).toBe(0);
    expect(shown.at(-1)!.endMs).toBe(3 * 350 + 300);
  });

  it('reveals the words as they are spoken in the bold style, keeping the lines in place', () => {
    const shown = events(captionsAss(spoken('One two three'), { ...landscape, style: 'bold' }));
    expect(shown.map((event) => event.text)).toEqual(['One {\\alpha&HFF&}two three', 'One two {\\alpha&HFF&}three', 'One two three']);
  });

  it('splits a phrase timed as a whole (coarse engines) into words sharing its time', () => {
    const layout = captionLayout([{ text: 'A phrase timed whole', startMs: 1000, endMs: 3000, endsSentence: true }], landscape);
    const words = layout.cues.flatMap((cue) => cue.lines.flat());
    expect(words.map((word) => word.text)).toEqual(['A', 'phrase', 'timed', 'whole']);
    expect(words[0]!.startMs).toBe(1000);
    expect(words.at(-1)!.endMs).toBe(3000);
    expect(words[1]!.startMs).toBeGreaterThan(1000);
  });

  it('splits a long sentence into cues of nearly equal length, none longer than four seconds', () => {
    const layout = captionLayout(
      spoken('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen'),
      landscape,
    );
    const sizes = layout.cues.map((cue) => cue.lines.flat().length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    for (const cue of layout.cues) expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(4000);
  });
});

describe('captions in other scripts', () => {
  it('measures Cyrillic with Noto Sans’ advances, over its own cell height as libass sizes each face', async () => {
    const cyrillic = await captionFont('Привет мир');
    const bytes = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-800-normal.woff'));
    const noto = opentype().parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const os2 = noto.tables.os2 as unknown as { usWinAscent: number; usWinDescent: number };
    const advances = [...'Привет'].reduce((sum, character) => sum + noto.charToGlyph(character).advanceWidth!, 0);
    expect(cyrillic.measure('Привет')).toBeGreaterThan(0);
    expect(cyrillic.measure('Привет')).toBeCloseTo(advances / (os2.usWinAscent + os2.usWinDescent), 6);
    expect(cyrillic.measure('Привет мир')).toBeCloseTo(cyrillic.measure('Привет') + font.measure(' ') + cyrillic.measure('мир'), 6);
    expect(cyrillic.files.map((file) => file.name)).toEqual(['anton-latin-400-normal.ttf', 'noto-sans-cyrillic-800-normal.ttf']);
  });

  it('names the Noto family for runs in another script and returns to the style’s font after them, in cues and the title', async () => {
    const mixed = await captionFont('Hello Привет 東京の夜 Заголовок мир');
    const options = { ...landscape, measure: mixed.measure, familyOf: mixed.familyOf };
    const ass = captionsAss(spoken('Hello Привет 東京の夜'), { ...options, title: { text: 'Заголовок мир', endMs: 1000 } });
    const [title, cue] = events(ass);
    expect(cue!.text).toBe('Hello {\\fnNoto Sans ExtraBold}Привет{\\fn} {\\fnNoto Sans JP}東京の夜{\\fn}');
    expect(visible(cue!.text)).toBe('Hello Привет 東京の夜');
    expect(title!.text).toBe('{\\fnNoto Sans ExtraBold}Заголовок мир{\\fn}');
  });
});

describe('a short’s hook title', () => {
  const portrait: CaptionsAssOptions = { ...videoPixelSize('9:16', '720p'), style: 'bold', fontName: 'Anton', measure: font.measure };

  it('is over the top of the frame from the start for its seconds, in lines that fit the title-safe width', () => {
    const text = 'Why most sourdough loaves fail in the first week of baking';
    const ass = captionsAss(spoken('so here it is'), { ...portrait, title: { text, endMs: 3000 } });
    const [title] = events(ass).filter((event) => event.layer === 2);
    expect(title).toMatchObject({ startMs: 0, endMs: 3000 });
    const lines = visible(title!.text).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe(text);
    const style = ass
      .split('\n')
      .find((line) => line.startsWith('Style: Title,'))!
      .split(',');
    const size = Number(style[2]);
    // Top centre (alignment 8), every line within 90% of the width.
    expect(style[18]).toBe('8');
    for (const line of lines) expect(font.measure(line) * size).toBeLessThanOrEqual(portrait.width * 0.9);
    // The captions are still there, under it.
    expect(events(ass).filter((event) => event.layer === 1).length).toBeGreaterThan(0);
  });

  it('is left out when empty', () => {
    const ass = captionsAss(spoken('so here it is'), { ...portrait, title: { text: '  ', endMs: 3000 } });
    expect(ass).not.toContain('Style: Title,');
    expect(events(ass).filter((event) => event.layer === 2)).toEqual([]);
  });
});
