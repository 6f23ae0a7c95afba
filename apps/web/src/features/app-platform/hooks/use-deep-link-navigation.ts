import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentPlatform } from '../current-platform';

/** The shell follows the links the operating system opens the app with (already mapped to allowed in-app paths). */
export function useDeepLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => currentPlatform().onDeepLink((path) => navigate(path)), [navigate]);
}
