import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // dist/client is served as files, dist/server is imported by the API server
  // (apps/server/src/pages), which hands it every page request.
  buildDirectory: 'dist',
  ssr: true,
  // Every route is known from the first page: no manifest requests while the writer moves.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
