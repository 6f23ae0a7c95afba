import type { Archetype } from './catalogue-types';
import { breakfastFrozenArchetypes } from './tables/archetypes-breakfast-frozen';
import { carePetsArchetypes } from './tables/archetypes-care-pets';
import { dairyBakeryArchetypes } from './tables/archetypes-dairy-bakery';
import { drinksHouseholdArchetypes } from './tables/archetypes-drinks-household';
import { meatFishArchetypes } from './tables/archetypes-meat-fish';
import { pantryArchetypes } from './tables/archetypes-pantry';
import { produceArchetypes } from './tables/archetypes-produce';

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
