import type { categoryBlocks } from '../schema/catalogue';
import { departmentIdOf } from './categories';
import { fixtureProducts } from './fixtures';

type CategoryBlockRow = typeof categoryBlocks.$inferInsert;

const { goldenApple, fujiApples, nectarines, spaghetti, penne, potatoGnocchi, stillWaterPack, sparklingWaterBottle } =
  fixtureProducts;
const { groundCoffee, coffeeBeans, parmigiano, buffaloMozzarella } = fixtureProducts;

/** Content blocks shown at the top of some departments (`category-block/info`), pointing at fixture products. */
export const categoryBlockRows: CategoryBlockRow[] = [
  {
    categoryBlockId: 1,
    categoryId: departmentIdOf('Frutta e verdura'),
    title: 'Frutta di stagione',
    body: 'Mele del Trentino, pesche noci e la frutta più buona del momento, raccolta al giusto punto di maturazione.',
    productIds: [goldenApple.productId, fujiApples.productId, nectarines.productId],
  },
  {
    categoryBlockId: 2,
    categoryId: departmentIdOf('Pasta e riso'),
    title: 'I formati della tradizione',
    body: 'Spaghetti, penne e gnocchi di patate: i classici della cucina italiana per il pranzo di tutti i giorni.',
    productIds: [spaghetti.productId, penne.productId, potatoGnocchi.productId],
  },
  {
    categoryBlockId: 3,
    categoryId: departmentIdOf('Bevande'),
    title: 'L’acqua arriva a casa tua',
    body: 'Niente più casse da portare: ordina le confezioni da sei bottiglie e le consegniamo fino alla porta.',
    productIds: [stillWaterPack.productId, sparklingWaterBottle.productId],
  },
  {
    categoryBlockId: 4,
    categoryId: departmentIdOf('Latticini e formaggi'),
    title: 'Eccellenze DOP',
    body: 'Parmigiano Reggiano stagionato 24 mesi e mozzarella di bufala campana: il meglio dei formaggi italiani.',
    productIds: [parmigiano.productId, buffaloMozzarella.productId],
  },
  {
    categoryBlockId: 5,
    categoryId: departmentIdOf('Colazione e dolci'),
    title: 'Il caffè come al bar',
    body: 'Macinato per la moka o in grani per la macchina espresso: scegli la tua miscela preferita.',
    productIds: [groundCoffee.productId, coffeeBeans.productId],
  },
];
