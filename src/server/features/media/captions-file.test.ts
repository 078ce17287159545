import { describe, expect, it } from 'vitest';
import { captionsFormat, readCaptionsFile } from './captions-file';

const srt = [
  '1',
  '00:00:01,000 --> 00:00:03,000',
  '<i>Hello</i> &amp; welcome.',
  '[Laughter]',
  '',
  '2',
  '00:00:04,000 --> 00:00:06,000',
  '>> Why does this work?',
  '',
].join('\n');

describe('captions files', () => {
  it('reads an SRT file into words spread over each cue by their length, markup and speaker marks dropped, sounds kept apart', async () => {
    const read = await readCaptionsFile(`\uFEFF${srt}`);
    expect(read?.words.map((word) => word.text)).toEqual(['Hello', '&', 'welcome.', 'Why', 'does', 'this', 'work?']);
    // 'Hello' is 5 of the cue's 14 letters: the first 5/14 of its 2 seconds.
    expect(read?.words[0]).toEqual({ text: 'Hello', startMs: 1000, endMs: 1714 });
    expect(read?.words[2]).toMatchObject({ endMs: 3000 });
    expect(read?.words[3]).toMatchObject({ startMs: 4000 });
    expect(read?.sounds).toEqual([{ label: 'laughter', startMs: 1000, endMs: 3000 }]);
    // Punctuated: sentences end at their full stops, not at every cue.
    expect(read?.words.some((word) => word.endsSentence)).toBe(false);
  });

  it('takes the word times automatic captions give and skips the lines they repeat', async () => {
    const vtt = [
      'WEBVTT',
      'Kind: captions',
      '',
      '00:00:00.030 --> 00:00:02.270 align:start position:0%',
      ' ',
      'so<00:00:00.359><c> today</c><00:00:00.599><c> we&#39;re</c>',
      '',
      '00:00:02.270 --> 00:00:02.280 align:start position:0%',
      "so today we're",
      ' ',
      '',
      '00:00:02.280 --> 00:00:05.110 align:start position:0%',
      "so today we're",
      'going<00:00:02.520><c> to</c><00:00:02.800><c> talk</c>',
      '',
    ].join('\n');
    const read = await readCaptionsFile(vtt);
    expect(read?.words.map((word) => [word.text, word.startMs])).toEqual([
      ['so', 30],
      ['today', 359],
      ["we're", 599],
      ['going', 2280],
      ['to', 2520],
      ['talk', 2800],
    ]);
    expect(read?.words.at(-1)?.endMs).toBe(5110);
    // Unpunctuated: each cue's last word ends a sentence.
    expect(read?.words.filter((word) => word.endsSentence).map((word) => word.text)).toEqual(["we're", 'talk']);
  });

  it('refuses what is not SRT or VTT', async () => {
    expect(captionsFormat('hello world')).toBeUndefined();
    expect(captionsFormat('{"cues": []}')).toBeUndefined();
    expect(await readCaptionsFile('<html>1 --> 2</html>')).toBeUndefined();
    expect(captionsFormat(srt)).toBe('srt');
    expect(captionsFormat('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBe('vtt');
  });

  it('reads a crafted cue of unclosed tags and impossible entities as text, not as an error', async () => {
    const crafted = `1\n00:00:00,000 --> 00:00:02,000\n${'<'.repeat(200_000)} hi &#99999999; &#x110000; &amp;\n`;
    const read = await readCaptionsFile(crafted);
    expect(read?.words.map((word) => word.text).slice(1)).toEqual(['hi', '&#99999999;', '&#x110000;', '&']);
  });
});
