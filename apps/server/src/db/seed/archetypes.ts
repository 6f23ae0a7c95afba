import type { Archetype } from './catalogue-types';
import { breakfastFrozenArchetypes } from './data/archetypes-breakfast-frozen';
import { carePetsArchetypes } from './data/archetypes-care-pets';
import { dairyBakeryArchetypes } from './data/archetypes-dairy-bakery';
import { drinksHouseholdArchetypes } from './data/archetypes-drinks-household';
import { meatFishArchetypes } from './data/archetypes-meat-fish';
import { pantryArchetypes } from './data/archetypes-pantry';
import { produceArchetypes } from './data/archetypes-produce';

const archetypes: Record<string, Archetype> = {
  ...produceArchetypes,
  ...meatFishArchetypes,
  ...dairyBakeryArchetypes,
  ...pantryArchetypes,
  ...breakfastFrozenArchetypes,
  ...drinksHouseholdArchetypes,
  ...carePetsArchetypes,
};

/** The archetype a leaf category names in the outline; a typo stops the seed with the name. */
export function archetypeFor(kind: string): Archetype {
  const archetype = archetypes[kind];
  if (!archetype) throw new Error(`Unknown product archetype '${kind}'`);
  return archetype;
}
