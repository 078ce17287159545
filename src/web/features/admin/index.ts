// The operator console's public face. The router loads its page by path (a chunk of its own);
// other features need nothing from it.
export { adminSections, sectionHref, type AdminSectionId } from './lib/sections';
