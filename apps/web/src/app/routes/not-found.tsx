import { redirect } from 'react-router';

/** Any other path goes to the root (SPEC.md section 2). */
export function loader() {
  return redirect('/');
}
