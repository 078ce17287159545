/**
 * Reads the audience field into one of a few groups, so ideas, lengths and channels can suit it.
 * The groups are rules of thumb for choosing formats, not claims about the people in them.
 */

export type AudienceGroup = 'kids' | 'teens' | 'young-adults' | 'parents' | 'professionals' | 'seniors' | 'general';

const GROUP_PATTERNS: readonly [AudienceGroup, RegExp][] = [
  ['kids', /\b(kids?|children|child|toddlers?|preschool\w*|grade ?school\w*|tweens?)\b/i],
  ['teens', /\b(teens?|teenagers?|high ?school\w*|adolescents?)\b/i],
  ['seniors', /\b(seniors?|retirees?|retired|elderly|older (adults|people)|grand(parents|mas?|pas?)|boomers?|over ?(50|60|65)s?)\b/i],
  ['parents', /\b(parents?|moms?|mums?|mothers?|dads?|fathers?|famil(y|ies))\b/i],
  [
    'professionals',
    /\b(professionals?|business\w*|entrepreneurs?|founders?|marketers?|managers?|executives?|b2b|freelancers?|owners?|agenc(y|ies)|developers?|engineers?|startups?|employees?|corporate)\b/i,
  ],
  ['young-adults', /\b(young (adults?|people|professionals)|gen ?z|millennials?|students?|college|university|graduates?|twenty\w*|20s)\b/i],
];

export function audienceGroup(audience: string): AudienceGroup {
  // 'young professionals' are young adults; 'small business owners' are professionals.
  if (/\byoung (adults?|people|professionals)\b/i.test(audience)) return 'young-adults';
  for (const [group, pattern] of GROUP_PATTERNS) if (pattern.test(audience)) return group;
  return 'general';
}

/** Common words that a Title Case field ('Young Adults', 'Tech Reviews') capitalises only for show. */
const COMMON_WORDS = new Set(
  (
    'a an and the of for to in on with at by or new young old adult adults teen teens teenager teenagers kid kids child children ' +
    'parent parents mom moms mum mums dad dads family families student students people women men girls boys busy small ' +
    'business businesses owner owners local professional professionals entrepreneur entrepreneurs founder founders creator ' +
    'creators gamer gamers beginner beginners senior seniors retiree retirees fan fans lover lovers enthusiast enthusiasts ' +
    'reader readers viewer viewers millennial millennials marketer marketers developer developers tech technology review reviews ' +
    'gaming game games cooking food recipes recipe fitness health wellness travel finance personal money beauty fashion ' +
    'lifestyle music art arts education science history comedy news sports sport diy home garden gardening pets pet dog dogs ' +
    'cat cats car cars parenting productivity self improvement crypto investing real estate photography film movies movie ' +
    'books book design marketing coffee shop shops bakery restaurant restaurants startup startups app apps software tools ' +
    'tutorials tutorial vlog vlogs outdoor outdoors camping hiking skincare makeup yoga running cycling nutrition'
  ).split(' '),
);

/** 'Young Adults' → 'young adults', 'Tech Reviews' → 'tech reviews'; names and acronyms ('Gen Z', 'AI') stay. */
export function softCase(text: string): string {
  const words = text.trim().split(/\s+/);
  if (!words.every((word) => COMMON_WORDS.has(word.toLowerCase()) || !/^[A-Z][a-z]+$/.test(word))) return text.trim();
  return words.map((word) => (/^[A-Z][a-z'-]*$/.test(word) && COMMON_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word)).join(' ');
}
