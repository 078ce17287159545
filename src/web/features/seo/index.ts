// The SEO feature's public face: the workspace renders the tab.
export { SeoTab } from './components/seo-tab';
