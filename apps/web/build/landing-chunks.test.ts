// @vitest-environment node
import type { OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { landingChunkPlan } from './landing-chunks';

const root = '/shop';

/** The fields of Rollup's output chunk that the plan reads. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ fileName, moduleIds: moduleIds.map((id) => `${root}/${id}`), imports, isEntry }) as unknown as OutputChunk;

const rollupChunks = [
  chunk('index.js', ['src/main.tsx', 'node_modules/react/index.js'], [], true),
  chunk('home.js', ['src/routes/home.tsx'], ['index.js', 'product-card.js', 'format-euro.js']),
  chunk('category.js', ['src/routes/category.tsx'], ['index.js', 'product-card.js', 'pagination.js', 'format-euro.js']),
  chunk('product-card.js', ['src/product-card.tsx'], ['index.js', 'format-euro.js']),
  chunk('format-euro.js', ['src/format-euro.ts']),
  chunk('pagination.js', ['src/pagination.tsx', 'node_modules/mui/usePagination.js'], ['index.js']),
  chunk('checkout.js', ['src/routes/checkout.tsx'], ['index.js', 'format-euro.js']),
];

const pages = [
  { name: 'home', modules: ['src/routes/home.tsx'] },
  { name: 'category', modules: ['src/routes/category.tsx'] },
];

describe('landingChunkPlan', () => {
  const plan = landingChunkPlan(rollupChunks, root, pages);

  it("keeps the entry's modules in the entry", () => {
    expect(plan.get(`${root}/src/main.tsx`)).toBe('index');
    expect(plan.get(`${root}/node_modules/react/index.js`)).toBe('index');
  });

  it('groups what the landing pages load by the set of pages that load it', () => {
    expect(plan.get(`${root}/src/routes/home.tsx`)).toBe('home');
    expect(plan.get(`${root}/src/routes/category.tsx`)).toBe('category');
    expect(plan.get(`${root}/src/pagination.tsx`)).toBe('category');
    expect(plan.get(`${root}/node_modules/mui/usePagination.js`)).toBe('category');
    expect(plan.get(`${root}/src/product-card.tsx`)).toBe('landing-home-category');
    expect(plan.get(`${root}/src/format-euro.ts`)).toBe('landing-home-category');
  });

  it('leaves the modules only other routes load to Rollup', () => {
    expect(plan.has(`${root}/src/routes/checkout.tsx`)).toBe(false);
  });

  it('names a landing module that is in no chunk', () => {
    expect(() => landingChunkPlan(rollupChunks, root, [{ name: 'search', modules: ['src/routes/search.tsx'] }])).toThrow(
      'src/routes/search.tsx is in no chunk',
    );
  });
});
