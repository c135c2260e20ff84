/**
 * React DOM for main.tsx. The build puts this module, React DOM, React and the scheduler
 * in one chunk (vite.config.ts), which runs React DOM's code as it is evaluated; a page
 * drawn by the server evaluates it in a task before the app's (start-after-paint.js), as
 * together they would be one long task on a phone (issue 9: total blocking time).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
