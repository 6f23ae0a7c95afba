import { Outlet } from 'react-router';

// Placeholder: the shop shell (navbar, drawers, footer) is being built.
export function Component() {
  return <Outlet />;
}
