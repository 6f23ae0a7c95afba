import { tenantSettings } from '../config/tenant-settings';

/**
 * What the page shows while the first route's code and data load: the brand's top bar at the
 * navbar's height, so the real shell replaces it without a jump.
 */
export function AppLoading() {
  const { brandName, theme } = tenantSettings();
  return (
    <div aria-busy="true" aria-live="polite">
      <div
        style={{
          height: 64,
          background: theme.primaryColor,
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          padding: '0 16px',
          fontWeight: 700,
          fontSize: 20,
        }}
      >
        {brandName}
      </div>
    </div>
  );
}
