import { describe, expect, it } from 'vitest';
import { decrement, increment } from './quantity-steps';
import { testProduct } from './quantity-test-products';

const piece = testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 50 });
const sixPack = testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6' });
const lockedSixPack = testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '20' });
const minimumThree = testProduct({ TIPOLOGIA: 'Pezzo' }, { minAcq: 3 });
const loose = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', MAXACQ: '1' });
const soldOut = testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 0 });

describe('increment', () => {
  it.each([
    ['a piece from 0', piece, 0, 1],
    ['a piece', piece, 1, 2],
    ['a piece at what is available', piece, 50, 50],
    ['a piece above what is available (stale)', piece, 60, 50],
    ['an unlocked six-pack from 0: max(minAcq, QTY_MULT)', sixPack, 0, 6],
    ['an unlocked six-pack typed at 4', sixPack, 4, 10],
    ['a locked six-pack from 0', lockedSixPack, 0, 6],
    ['a locked six-pack', lockedSixPack, 12, 18],
    ['a locked six-pack at MAXACQ 20, moved down to 18', lockedSixPack, 18, 18],
    ['a locked six-pack off the grid (stale 13)', lockedSixPack, 13, 18],
    ['minAcq 3 from 0', minimumThree, 0, 3],
    ['minAcq 3 from below it (stale 2)', minimumThree, 2, 3],
    ['loose from 0: WEIGHT_SELLING', loose, 0, 0.3],
    ['loose by STEP_SELLING', loose, 0.3, 0.4],
    ['loose after float drift (0.1 + 0.2)', loose, 0.1 + 0.2, 0.4],
    ['loose off the grid (0.35)', loose, 0.35, 0.4],
    ['loose at MAXACQ', loose, 1, 1],
    ['a sold-out product', soldOut, 0, 0],
  ] as const)('%s: %d → %d', (_case, product, current, expected) => {
    expect(increment(product, current)).toBe(expected);
  });

  it('keeps 3 decimals exactly over many steps', () => {
    const deli = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.1', STEP_SELLING: '0.1' });
    let quantity = 0;
    for (let press = 0; press < 8; press++) quantity = increment(deli, quantity);
    expect(quantity).toBe(0.8); // adding 0.1 eight times in floats gives 0.7999999999999999
  });
});

describe('decrement', () => {
  it.each([
    ['a piece to 0', piece, 1, 0],
    ['a piece', piece, 2, 1],
    ['a piece above the maximum (stale)', piece, 60, 50],
    ['an unlocked six-pack below minAcq goes to 0', sixPack, 6, 0],
    ['an unlocked six-pack typed at 8', sixPack, 8, 2],
    ['a locked six-pack', lockedSixPack, 12, 6],
    ['a locked six-pack from one multiple to 0', lockedSixPack, 6, 0],
    ['a locked six-pack off the grid (stale 13)', lockedSixPack, 13, 12],
    ['minAcq 3: from 3 the line goes', minimumThree, 3, 0],
    ['minAcq 3: from 4 to 3', minimumThree, 4, 3],
    ['loose by STEP_SELLING', loose, 0.5, 0.4],
    ['loose at WEIGHT_SELLING goes to 0', loose, 0.3, 0],
    ['loose off the grid (0.35) to the grid point below', loose, 0.35, 0.3],
    ['loose off the grid just above WEIGHT_SELLING (0.31)', loose, 0.31, 0.3],
    ['nothing in the cart', piece, 0, 0],
    ['a negative stale value', piece, -2, 0],
  ] as const)('%s: %d → %d', (_case, product, current, expected) => {
    expect(decrement(product, current)).toBe(expected);
  });
});
