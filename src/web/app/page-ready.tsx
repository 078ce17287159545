import { createElement, useEffect, type ComponentType } from 'react';

/**
 * The page itself, which once rendered (or hydrated, for a pre-rendered page) sets <html
 * data-app-ready>: before that, clicks on pre-rendered buttons are lost, so the attribute tells
 * scripts (and the browser journeys) when the page answers input. A parent's effect runs after its
 * children's, so the mark waits for the whole page, not only the shell hydrated around it while the
 * page's own code still loads.
 */
export function markedReady<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function ReadyPage(props: Props) {
    useEffect(() => {
      document.documentElement.dataset.appReady = 'true';
    }, []);
    return createElement(Page, props);
  };
}
