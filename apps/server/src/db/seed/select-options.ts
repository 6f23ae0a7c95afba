import type { SelectOption } from '@spesa/domain';
import type { OptionKind } from './catalogue-types';

/** The choices a shopper must make before adding a loose product (how to cut, clean or ripen it). */
const optionTemplates: Record<OptionKind, { name: string; parameterName: string; values: [string, string][] }> = {
  ripeness: {
    name: 'Maturazione',
    parameterName: 'ripeness',
    values: [
      ['ready', 'Da consumare subito'],
      ['to-ripen', 'Da maturare'],
    ],
  },
  cut: {
    name: 'Taglio',
    parameterName: 'cut',
    values: [
      ['thin', 'Fette sottili'],
      ['thick', 'Fette spesse'],
      ['whole', 'Intero'],
    ],
  },
  cleaning: {
    name: 'Pulizia',
    parameterName: 'cleaning',
    values: [
      ['whole', 'Intero'],
      ['cleaned', 'Pulito'],
      ['filleted', 'Sfilettato'],
    ],
  },
  slicing: {
    name: 'Affettatura',
    parameterName: 'slicing',
    values: [
      ['thin', 'Taglio sottile'],
      ['medium', 'Taglio medio'],
      ['thick', 'Taglio spesso'],
    ],
  },
  preparation: {
    name: 'Preparazione',
    parameterName: 'preparation',
    values: [
      ['piece', 'Pezzo unico'],
      ['grated', 'Grattugiato'],
      ['flakes', 'A scaglie'],
    ],
  },
};

/** The option list of one kind, with nothing selected yet. */
export function selectOptionsFor(kind: OptionKind): SelectOption[] {
  const template = optionTemplates[kind];
  return [
    {
      name: template.name,
      parameterName: template.parameterName,
      options: template.values.map(([key, value]) => ({ key, value })),
      selected: null,
    },
  ];
}
