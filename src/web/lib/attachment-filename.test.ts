import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './attachment-filename';

describe('attachmentFilename', () => {
  it.each([
    ['attachment; filename="balcony-tomatoes.zip"', 'balcony-tomatoes.zip'],
    ['attachment; filename=plain.zip', 'plain.zip'],
    ['attachment; filename="fallback.zip"; filename*=UTF-8\'\'Tomates%20%C3%A0%20la%20maison.zip', 'Tomates à la maison.zip'],
    ['attachment; filename="say \\"hi\\".zip"', 'say "hi".zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.zip; filename="safe.zip"', 'safe.zip'],
  ])('%s → %s', (header, name) => {
    expect(attachmentFilename(header)).toBe(name);
  });

  it('is null without a name', () => {
    expect(attachmentFilename(null)).toBeNull();
    expect(attachmentFilename('attachment')).toBeNull();
    expect(attachmentFilename('attachment; filename=""')).toBeNull();
  });
});
