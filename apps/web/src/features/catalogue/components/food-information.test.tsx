import { type FoodInformation, parseIngredientMarkup } from '@spesa/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render';
import { FoodInformationSections } from './food-information';

const mozzarella: FoodInformation = {
  group: 'milk-dairy',
  denomination: 'Mozzarella di bufala campana DOP',
  ingredients: parseIngredientMarkup('[Latte:milk] di bufala, sale, caglio, <img src=x onerror=alert(1)>'),
  allergens: ['milk'],
  mayContain: ['nuts', 'soybeans'],
  netQuantity: '125 g',
  storage: 'Conservare in frigorifero tra 0 e +4 °C.',
  use: null,
  durability: 'use-by',
  operator: { role: 'producer', name: 'Caseificio Pratobello', address: 'Via Emilia 112, 43126 Parma (PR)' },
  origin: [
    { label: 'Paese di mungitura', value: 'Italia' },
    { label: 'Paese di trasformazione', value: 'Italia' },
  ],
  nutrition: {
    per: '100 g',
    energyKj: 1046,
    energyKcal: 250,
    fat: 19,
    saturates: 13,
    carbohydrate: 1,
    sugars: 0.8,
    protein: 18,
    salt: 0.45,
  },
  alcoholByVolume: null,
};

const show = (information: FoodInformation) =>
  render(
    <TestProviders>
      <FoodInformationSections information={information} />
    </TestProviders>,
  );
const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('FoodInformationSections', () => {
  it('reads the ingredients with the allergens in bold, as text and never as HTML', () => {
    const { container } = show(mozzarella);
    const ingredients = sectionOf('Ingredienti');
    expect(ingredients).toHaveTextContent('Latte di bufala, sale, caglio, <img src=x onerror=alert(1)>');
    expect(within(ingredients).getByText('Latte').tagName).toBe('STRONG');
    expect(within(ingredients).getByText('di bufala, sale, caglio, <img src=x onerror=alert(1)>', { exact: false }).tagName).toBe(
      'SPAN',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(sectionOf('Allergeni')).toHaveTextContent('Contiene: latte.');
    expect(sectionOf('Può contenere tracce di')).toHaveTextContent('frutta a guscio, soia.');
  });

  it('shows the nutrition declaration as a table with its caption and headers', () => {
    show(mozzarella);
    const table = screen.getByRole('table', { name: 'Valori nutrizionali per 100 g' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Valori medi', 'Per 100 g']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Energia', 'Grassi', 'di cui acidi grassi saturi', 'Carboidrati', 'di cui zuccheri', 'Proteine', 'Sale']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Energia')).toHaveTextContent('1046 kJ / 250 kcal');
    expect(row('di cui zuccheri')).toHaveTextContent('0,8 g');
    expect(row('Sale')).toHaveTextContent('0,45 g');
  });

  it('says how to keep it, where it comes from, who made it and how much there is', () => {
    show(mozzarella);
    expect(sectionOf('Conservazione')).toHaveTextContent(
      'Conservare in frigorifero tra 0 e +4 °C.Da consumarsi entro la data indicata sulla confezione.',
    );
    expect(sectionOf('Origine')).toHaveTextContent('Paese di mungitura: ItaliaPaese di trasformazione: Italia');
    expect(sectionOf('Produttore')).toHaveTextContent('Prodotto da Caseificio Pratobello, Via Emilia 112, 43126 Parma (PR)');
    expect(sectionOf('Quantità netta')).toHaveTextContent('125 g');
    expect(screen.queryByRole('region', { name: 'Gradazione alcolica' })).toBeNull();
  });

  it('shows fresh fruit without ingredients or table, saying it holds no allergen', () => {
    show({
      ...mozzarella,
      group: 'fresh-produce',
      denomination: 'Mela Golden',
      ingredients: null,
      allergens: [],
      mayContain: [],
      nutrition: null,
      durability: null,
      operator: { ...mozzarella.operator, role: 'packer' },
      origin: [{ label: "Paese d'origine", value: 'Italia' }],
    });
    expect(screen.queryByRole('region', { name: 'Ingredienti' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(sectionOf('Allergeni')).toHaveTextContent('Non contiene nessuno dei 14 allergeni che la legge chiede di dichiarare.');
    expect(sectionOf('Origine')).toHaveTextContent("Paese d'origine: Italia");
    expect(sectionOf('Produttore')).toHaveTextContent('Confezionato da Caseificio Pratobello');
  });

  it('states the alcohol of a wine in % vol', () => {
    show({ ...mozzarella, group: 'alcoholic-drink', nutrition: null, origin: null, alcoholByVolume: 12.5 });
    expect(sectionOf('Gradazione alcolica')).toHaveTextContent('12,5 % vol');
  });
});
