import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { tenantSettings } from '../../../config/tenant-settings';
import { withLaterTexts } from '../../../i18n';
import { returnFocus } from '../../../lib/focus-main';
import { deliveryDialogs, useDeliveryDialogs } from '../api/delivery-dialogs';

// Each with the later texts, which hold the addresses' and the slots' sections (i18n/text-sections.ts).
const AddressSelectorDialog = lazy(withLaterTexts(() => import('../../addresses/components/address-selector-dialog')));
const TimeslotSelectorDialog = lazy(withLaterTexts(() => import('../../timeslots/components/timeslot-selector-dialog')));

/**
 * Mounted once in the shell: shows the address or the time slot dialog when anything asks for it
 * (each dialog's code is downloaded on its first open). A chosen address hands over to the slot
 * dialog (unless the brand bypasses it); the slot dialog can hand back ('Cambia indirizzo').
 */
export function DeliveryDialogHost() {
  const { open } = useDeliveryDialogs();
  const [wanted, setWanted] = useState({ address: false, timeslot: false });

  useEffect(() => {
    if (open) setWanted((current) => (current[open] ? current : { ...current, [open]: true }));
  }, [open]);

  // The focus goes back to what opened the first dialog (the plus, the drawer's 'Modifica') when the
  // last one closes: a dialog opened from the other would give it back to a button that is gone, and
  // the focus would fall to the body. Read before the dialog takes the focus (a layout effect runs
  // before the dialog's own effects).
  const opener = useRef<{ element: Element | null } | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current ??= { element: document.activeElement };
      return;
    }
    const closed = opener.current;
    opener.current = null;
    if (!closed) return;
    const frame = requestAnimationFrame(() => returnFocus(closed.element));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const addressChosen = () => {
    if (tenantSettings().bypassDialogs.timeslot) deliveryDialogs.finish(true);
    else deliveryDialogs.switchTo('timeslot');
  };

  return (
    <Suspense fallback={null}>
      {wanted.address && (
        <AddressSelectorDialog open={open === 'address'} onClose={() => deliveryDialogs.finish(false)} onChosen={addressChosen} />
      )}
      {wanted.timeslot && (
        <TimeslotSelectorDialog
          open={open === 'timeslot'}
          onClose={() => deliveryDialogs.finish(false)}
          onChosen={() => deliveryDialogs.finish(true)}
          onChangeAddress={() => deliveryDialogs.switchTo('address')}
        />
      )}
    </Suspense>
  );
}
