import { createElement, lazy, type ComponentType } from 'react';
import { markedReady } from './page-ready';

type PageModule<Props, Name extends string> = Record<Name, ComponentType<Props>>;

/**
 * React.lazy for a module's named page export (keeping its props), so page files keep named exports.
 * `{ page: false }`: what shows in a page's place before it can (the studio's frame) does not mark
 * the app ready.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<PageModule<Props, Name>>,
  name: Name,
  { page = true }: { page?: boolean } = {},
) {
  return lazy(async () => {
    const Page = (await load())[name];
    return { default: page ? markedReady(Page) : Page };
  });
}

/** A page that reads or writes data: TanStack Query is loaded with it and wraps it. */
export function lazyDataPage<Props extends object, Name extends string>(load: () => Promise<PageModule<Props, Name>>, name: Name) {
  return lazy(async () => {
    const [module, { QueryLayer }] = await Promise.all([load(), import('./query-layer')]);
    const Page = module[name];
    const DataPage = (props: Props) => createElement(QueryLayer, null, createElement(Page, props));
    return { default: markedReady(DataPage) };
  });
}
