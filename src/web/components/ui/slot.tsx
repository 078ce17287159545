import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from 'react';

type Props = Record<string, unknown>;
const isHandler = (name: string) => /^on[A-Z]/.test(name);

/**
 * Renders its one child element with these props added, as Radix's Slot does for `asChild` (the
 * button's look on a link): class names joined, styles merged, both event handlers run (the
 * child's first); otherwise the child's own props win. Small, as the button is on every page.
 */
export function Slot({ children, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps as Props)) {
    const childValue = childProps[name];
    if (childValue === undefined || childValue === null) continue;
    if (isHandler(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
  }
  return cloneElement(children, merged);
}
