/*
 * The three admin screens behind one dynamic import (router.tsx): each lazy route costs the first
 * page's entry its own list of chunk dependencies, and /init has no room for three (decision 011,
 * the 120 kB budget). An admin opening one of them gets the other two with it (~11 kB gzip).
 */
export { AdminScreen } from './admin-screen';
export { AdminEditRequestsScreen } from './admin-edit-requests-screen';
export { AdminReportsScreen } from './admin-reports-screen';
