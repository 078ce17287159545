const sentence = (words: string) => `${words} `.repeat(6).trim() + '.';

/** A script of four sections (cues, a notice and B-roll among them), each long enough to be a chapter once voiced. */
export const sectionedScript = [
  '[OFFLINE DRAFT · Tutorial · Educational · 1-3 minutes · written by the offline writer, no AI model]',
  '[HOOK]',
  sentence('Fresh coffee at home starts with good beans and clean water'),
  '[SECTION 1: Grind the beans]',
  '[B-ROLL: a burr grinder]',
  sentence('Grind the beans medium fine just before you brew them'),
  '[SECTION 2: Let it bloom]',
  sentence('Pour a little water first and wait while the grounds bloom'),
  '[SECTION 3: The slow pour]',
  sentence('Pour the rest slowly in circles until the cup is full'),
].join('\n');
