import type { PageContext } from '@plume/core/contracts';

// The loaders' `context` is what the API server passes with each page request.
declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
