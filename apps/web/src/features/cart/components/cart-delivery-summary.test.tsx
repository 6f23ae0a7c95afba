import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { deliveryDialogs } from '../../delivery/api/delivery-dialogs';
import { makeCart } from '../../delivery/testing/delivery-fixtures';
import { CartDelivery } from './cart-delivery-summary';

describe('cart drawer delivery', () => {
  afterEach(() => deliveryDialogs.finish(false));

  it('shows the address and the slot with edit buttons while the cart is editable', async () => {
    renderWithProviders(<CartDelivery cart={makeCart()} />);
    expect(screen.getByText('Casa')).toBeInTheDocument();
    expect(screen.getByText('Via Borgo Palazzo 12, 24125 Bergamo (BG)')).toBeInTheDocument();
    expect(screen.getByText('sabato 21 novembre')).toBeInTheDocument();
    expect(screen.getByText('09:00 - 11:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica fascia oraria' }));
    expect(deliveryDialogs.state().open).toBe('timeslot');
    deliveryDialogs.finish(false);
    await userEvent.click(screen.getByRole('button', { name: 'Modifica indirizzo' }));
    expect(deliveryDialogs.state().open).toBe('address');
  });

  it('has no edit buttons when the cart is not editable', () => {
    renderWithProviders(<CartDelivery cart={makeCart({ editable: false })} />);
    expect(screen.getByText('Casa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifica/ })).not.toBeInTheDocument();
  });

  it('keeps the address of a cart in status 7 (no address edit button) but lets the slot change', async () => {
    renderWithProviders(<CartDelivery cart={makeCart({ cartStatusId: 7, editable: true })} />);
    expect(screen.getByText('Casa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica indirizzo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica fascia oraria' }));
    expect(deliveryDialogs.state().open).toBe('timeslot');
  });
});
