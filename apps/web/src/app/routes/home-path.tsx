/**
 * One path of the home screen (routes.ts). The screen is drawn by their layout,
 * routes/home.tsx, from the path's mode, so it stays in place as the path changes.
 */
export default function HomePath() {
  return null;
}
