/** The page the studio shows when the server cannot be reached (public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';
