import { Outlet } from 'react-router';

// Placeholder: resets the catalogue filters on entry (being built).
export function Component() {
  return <Outlet />;
}
