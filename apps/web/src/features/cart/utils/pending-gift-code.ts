const PARAMETER = 'gift_code';
const SENT_KEY = 'spesa.giftCodesSent';

function sentCodes(): string[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * The gift code a promotion link brought (`?gift_code=` on the page the shopper adds from), until
 * it has been sent once in this tab: the first add from 0 sends it before the product (first
 * file, section 4). Null when there is none.
 */
export function pendingGiftCode(search: string = window.location.search): string | null {
  const code = new URLSearchParams(search).get(PARAMETER)?.trim().toUpperCase();
  return code && !sentCodes().includes(code) ? code : null;
}

/** Remembers that the code was sent, so the next add does not send it again. */
export function markGiftCodeSent(code: string): void {
  try {
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify([...sentCodes(), code]));
  } catch {
    // Storage refused (private mode): the code may be sent again, which the server answers harmlessly.
  }
}
