import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SERVICE_MESSAGE_MAX,
  contentFormSchema,
  customerServiceFormDefinition,
  customerServiceTexts,
  validateCustomerServiceFields,
} from './customer-service-form';

const valid = {
  topic: 'consegna-ritiro',
  name: 'Giulia Rossi',
  email: 'giulia.rossi@example.it',
  message: 'La spesa di ieri è arrivata senza il latte che avevo ordinato.',
  privacy: true,
};

const errorsOf = (fields: unknown) => {
  const result = validateCustomerServiceFields(fields);
  return result.success ? {} : Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
};

describe('customer service form 5', () => {
  it('accepts a complete submission, trimming texts and leaving the optional fields out', () => {
    const result = validateCustomerServiceFields({ ...valid, name: '  Giulia Rossi ', phone: ' ', order_number: '' });
    expect(result).toEqual({ success: true, fields: { ...valid, name: 'Giulia Rossi' } });
  });

  it('names every missing field with the shop’s texts, in the order of the form', () => {
    const result = validateCustomerServiceFields({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.map((error) => error.field)).toEqual(['topic', 'name', 'email', 'message', 'privacy']);
    expect(errorsOf({})).toMatchObject({
      topic: customerServiceTexts.errors.topic,
      name: 'Campo obbligatorio',
      email: 'Campo obbligatorio',
      message: 'Campo obbligatorio',
      privacy: customerServiceTexts.errors.privacy,
    });
    expect(result.errors.find((error) => error.field === 'name')?.label).toBe('Nome e cognome');
  });

  it('needs the order number for a topic about an order, digits only', () => {
    expect(errorsOf({ ...valid, topic: 'ordine' })).toEqual({ order_number: customerServiceTexts.errors.orderNumberRequired });
    // Told even while other fields are wrong (zod skips the object's refinement then).
    expect(errorsOf({ topic: 'ordine' })).toHaveProperty('order_number', customerServiceTexts.errors.orderNumberRequired);
    expect(errorsOf({ ...valid, topic: 'ordine', order_number: '12a' })).toEqual({
      order_number: customerServiceTexts.errors.orderNumberDigits,
    });
    expect(errorsOf({ ...valid, topic: 'ordine', order_number: 12345678901 })).toEqual({
      order_number: customerServiceTexts.errors.orderNumberDigits,
    });
    expect(validateCustomerServiceFields({ ...valid, topic: 'ordine', order_number: 4021 })).toMatchObject({
      success: true,
      fields: { order_number: '4021' },
    });
  });

  it('checks e-mail, Italian phone, message length, topic and consent', () => {
    expect(errorsOf({ ...valid, email: 'giulia@' })).toEqual({ email: 'Digitare una e-mail valida' });
    expect(errorsOf({ ...valid, phone: '12345' })).toEqual({ phone: 'Digitare un numero di telefono valido' });
    expect(validateCustomerServiceFields({ ...valid, phone: '+39 347 123 4567' }).success).toBe(true);
    expect(errorsOf({ ...valid, message: 'Troppo corto' })).toEqual({ message: customerServiceTexts.errors.messageTooShort });
    expect(errorsOf({ ...valid, message: 'x'.repeat(CUSTOMER_SERVICE_MESSAGE_MAX + 1) })).toEqual({
      message: 'Il messaggio può contenere al massimo 2000 caratteri',
    });
    expect(errorsOf({ ...valid, topic: 'reclamo' })).toEqual({ topic: customerServiceTexts.errors.topic });
    expect(errorsOf({ ...valid, privacy: false })).toEqual({ privacy: customerServiceTexts.errors.privacy });
    expect(validateCustomerServiceFields({ ...valid, privacy: 'on' }).success).toBe(true);
  });

  it('refuses what is not an object of fields without throwing', () => {
    for (const input of [null, 'testo', 42, [valid]]) expect(validateCustomerServiceFields(input).success).toBe(false);
  });

  it('describes itself in the WordPress plugin’s shape', () => {
    const form = { ...customerServiceFormDefinition(), ajax_url: '/p/wp-admin/admin-ajax.php', security: 'abc' };
    expect(contentFormSchema.parse(form).fields.map((field) => field.name)).toEqual([
      'topic',
      'order_number',
      'name',
      'email',
      'phone',
      'message',
      'privacy',
    ]);
  });
});
