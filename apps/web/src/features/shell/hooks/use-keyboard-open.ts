import { useEffect, useState } from 'react';
import { currentPlatform } from '../../app-platform/current-platform';

/** Whether the on-screen keyboard is open (the platform tells: the visual viewport on the web, the wrapper natively). */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => currentPlatform().onKeyboardChange(setOpen), []);
  return open;
}
