/// <reference types="@capacitor/keyboard" />
/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';
import type { KeyboardResize } from '@capacitor/keyboard';
import { brandOf, shopUrlOf } from './brands';

/**
 * One native project per brand: `BRAND=spesachiara SHOP_URL=https://www.spesachiara.it npm run sync`.
 *
 * The app loads the brand's live shop (server.url) rather than files bundled in it, so the page, its
 * API calls and the HttpOnly SameSite=Lax session cookie share one origin, index.html comes with the
 * brand the server fills in, and a web release needs no store release (docs/decisions/0035). The
 * bundled web build (webDir) is only what the Capacitor CLI requires to copy.
 */
const brand = brandOf(process.env.BRAND);
const shopUrl = shopUrlOf(process.env.SHOP_URL);

const config: CapacitorConfig = {
  appId: brand.appId,
  appName: brand.appName,
  webDir: '../web/dist',
  server: {
    url: shopUrl,
    androidScheme: 'https',
    cleartext: false,
  },
  plugins: {
    PushNotifications: {
      // A notification arriving while the app is open is shown too (order ready, out for delivery).
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    Keyboard: {
      // The whole web view shrinks above the keyboard: the focused field stays in view, and the
      // bottom navigation steps aside on keyboardWillShow (AppPlatform.onKeyboardChange).
      resize: 'native' as KeyboardResize,
      resizeOnFullScreen: true,
    },
  },
};

export default config;
