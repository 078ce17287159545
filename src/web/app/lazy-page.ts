import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page export, so page files keep named exports. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
