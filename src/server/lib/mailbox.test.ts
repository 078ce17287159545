import { describe, expect, it } from 'vitest';
import { normalizedMailbox } from './mailbox';

describe('normalizedMailbox', () => {
  it.each([
    ['lower-cases and trims the address', '  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['drops a +suffix', 'ada+trial2@example.com', 'ada@example.com'],
    ['drops everything from the first +', 'ada+a+b@example.com', 'ada@example.com'],
    ['keeps dots for other providers', 'a.da@example.com', 'a.da@example.com'],
    ['drops dots for gmail.com', 'a.d.a@gmail.com', 'ada@gmail.com'],
    ['reads googlemail.com as gmail.com', 'ada@googlemail.com', 'ada@gmail.com'],
    ['applies every rule together', ' A.Da+Farm.7@GoogleMail.com', 'ada@gmail.com'],
    ['keeps a subdomain of gmail.com apart', 'a.da@mail.gmail.com', 'a.da@mail.gmail.com'],
    ['keeps a local part that is only a +suffix', '+tag@example.com', '+tag@example.com'],
    ['leaves a string without @ lower-cased', 'Not-An-Address', 'not-an-address'],
  ])('%s', (_rule, email, mailbox) => {
    expect(normalizedMailbox(email)).toBe(mailbox);
  });

  it('gives every spelling of one Gmail mailbox the same value, and other mailboxes others', () => {
    const spellings = ['jordan.rivers@gmail.com', 'JordanRivers+studio@gmail.com', 'j.o.r.d.a.n.rivers@googlemail.com'];
    expect(new Set(spellings.map(normalizedMailbox))).toEqual(new Set(['jordanrivers@gmail.com']));
    expect(normalizedMailbox('jordan.rivers@example.com')).not.toBe(normalizedMailbox('jordanrivers@example.com'));
  });
});
