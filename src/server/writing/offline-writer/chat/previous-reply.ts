/**
 * Reads the numbered items back out of an earlier assistant reply, so a follow-up ('expand on 2',
 * 'make the second one funnier') can work on the item it names. It accepts the replies this engine
 * writes ('### 2. Title') and the usual shapes of other replies ('2. **Title**', '**2. Title**').
 */

export interface ReplyItem {
  /** The number the reply gave the item (1-based). */
  number: number;
  title: string;
  /** Everything under the title up to the next item or section. */
  body: string;
}

const HEADING_ITEM = /^(#{2,4})\s+(?:\*\*)?(?:(?:idea|prompt|concept|option|story|ad)\s+)?#?(\d{1,2})\s*[.:)\-–—]\s*(.+?)(?:\*\*)?\s*$/i;
/** '1. **Title**: text' (a bold title may hold a colon: '1. **Moving to the US: Thirty Days**'), '**1. Title**', '1. Title: text'. */
const LIST_ITEM = /^(?:\*\*)?(\d{1,2})[.)]\s+(?:\*\*([^*]+?)\*\*|(?:\*\*)?(.+?)(?:\*\*)?)\s*(?::\s*(.*))?$/;
const HEADING = /^(#{1,4})\s+/;

interface ItemStart {
  line: number;
  number: number;
  title: string;
  /** Heading level; list items end at any heading. */
  level: number;
  inline: string;
}

export function replyItems(reply: string): ReplyItem[] {
  const lines = reply.split('\n');
  const starts: ItemStart[] = [];
  let shape: 'heading' | 'list' | null = null;
  lines.forEach((line, index) => {
    const heading = shape === 'list' ? null : HEADING_ITEM.exec(line);
    if (heading) {
      shape = 'heading';
      starts.push({ line: index, number: Number(heading[2]), title: clean(heading[3]!), level: heading[1]!.length, inline: '' });
      return;
    }
    const listItem = shape === 'heading' || !line.includes('**') ? null : LIST_ITEM.exec(line);
    if (listItem) {
      shape = 'list';
      starts.push({
        line: index,
        number: Number(listItem[1]),
        title: clean((listItem[2] ?? listItem[3])!),
        level: 9,
        inline: listItem[4] ?? '',
      });
    }
  });
  return starts.map((start, index) => {
    const next = starts[index + 1]?.line ?? lines.length;
    let end = next;
    for (let line = start.line + 1; line < next; line += 1) {
      const heading = HEADING.exec(lines[line]!);
      if (heading && heading[1]!.length <= start.level) {
        end = line;
        break;
      }
    }
    const body = [start.inline, ...lines.slice(start.line + 1, end)].join('\n').trim();
    return { number: start.number, title: start.title, body };
  });
}

function clean(title: string): string {
  return title
    .replace(/\*\*/g, '')
    .replace(/[:\s]+$/, '')
    .trim();
}

/** The item a follow-up names: by the number the reply printed, else by position. */
export function itemNumbered(items: readonly ReplyItem[], number: number): ReplyItem | null {
  return items.find((item) => item.number === number) ?? items[number - 1] ?? null;
}

/** A bold-labelled field of an item ('**Logline:** …'), without the label. */
export function field(item: ReplyItem, label: string): string | null {
  const pattern = new RegExp(String.raw`\*\*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^*]*?:\*\*\s*(.+)`, 'i');
  const match = pattern.exec(item.body);
  return match ? match[1]!.trim() : null;
}

/**
 * Matches a sentence against a template with slots ('{Hero} bets their savings on {topic} …'):
 * the slots' values when the sentence was written from it, else null.
 */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part);
      if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(slot[1]!.toLowerCase());
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${source}`, 'i').exec(text.trim());
  if (!match) return null;
  const values: Record<string, string> = {};
  names.forEach((name, index) => {
    values[name] ??= match[index + 1]!;
  });
  return values;
}
