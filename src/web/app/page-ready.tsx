import { createElement, useEffect, type ComponentType } from 'react';

/**
 * The page itself, which once rendered (or hydrated, for a pre-rendered page) sets <html
 * data-app-ready>: before that, clicks on pre-rendered buttons are lost, so the attribute tells
 * scripts (and the browser journeys) when the page answers input. A parent's effect runs after its
 * children's, so the mark waits for the whole page, whichever library renders it: Preact hydrates
 * the rest of the tree while a lazy page is still loading, so a mark beside the page came too early.
 */
export function markedReady<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function ReadyPage(props: Props) {
    useEffect(() => {
      document.documentElement.dataset.appReady = 'true';
    }, []);
    return createElement(Page, props);
  };
}
