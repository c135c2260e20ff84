import { redirect } from 'react-router';

/** Any other path goes to the root (docs/PRODUCT.md, "Other routes"). */
export function loader() {
  return redirect('/');
}
