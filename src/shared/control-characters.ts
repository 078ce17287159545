/**
 * Control characters are not text anyone types: C0 controls other than tab, line feed and carriage
 * return, and DEL. PostgreSQL refuses NUL in text and JSON, and the others only confuse logs,
 * terminals and other readers of what is stored. C1 controls and U+2028/U+2029 are let through:
 * text pasted from word processors or mis-decoded Windows-1252 carries them, and nothing that
 * stores or shows them breaks.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface ControlCharacterProblem {
  /** Where it was: `name`, `promptHistory.3`, `token` (a key holding one is named the same way). */
  field: string;
  message: string;
}

const problemAt = (field: string, text: string): ControlCharacterProblem => {
  const found = controlCharacter.exec(text)?.[0] ?? '';
  const codePoint = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return { field, message: `${field} must not contain control characters (found ${codePoint})` };
};

interface Visit {
  value: unknown;
  /** The key in its parent: a name, or an array index. */
  key: string | number | undefined;
  parent: Visit | undefined;
}

/** `a.b.0`: the keys from the root down (linked upwards, so a deep body is not copied at each level). */
function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(String(at.key));
  return keys.length === 0 ? root : keys.reverse().join('.');
}

/**
 * The first string (or object key) in a parsed request body, query, parameters or socket message
 * that holds a control character. Walked without recursion, so a body nested thousands of levels
 * deep cannot overflow the stack; strings are tested where they are met, only containers queued.
 */
export function findControlCharacter(value: unknown, root = 'body'): ControlCharacterProblem | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? problemAt(root, value) : undefined;
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  const inspect = (child: unknown, key: string | number, parent: Visit): ControlCharacterProblem | undefined => {
    if (typeof child === 'string') {
      if (controlCharacter.test(child)) return problemAt(pathOf({ value: child, key, parent }, root), child);
    } else if (child !== null && typeof child === 'object') {
      pending.push({ value: child, key, parent });
    }
    return undefined;
  };
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) {
        const problem = inspect(current[index], index, visit);
        if (problem) return problem;
      }
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const key of Object.keys(current)) {
        if (controlCharacter.test(key)) return problemAt(pathOf({ value: undefined, key, parent: visit }, root), key);
        const problem = inspect((current as Record<string, unknown>)[key], key, visit);
        if (problem) return problem;
      }
    }
  }
  return undefined;
}
