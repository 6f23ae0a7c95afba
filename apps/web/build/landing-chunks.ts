import path from 'node:path';
import type { OutputChunk, RollupOutput } from 'rollup';
import { build, type Plugin, type UserConfig } from 'vite';

/** A page a visit can start on: its name and the lazy route modules it renders. */
export type LandingPage = { name: string; modules: string[] };

/** Set on the analysing build, which must chunk as Rollup does by itself. */
const ANALYSING = 'SPESA_LANDING_CHUNKS_ANALYSING';

/** The chunk a set of landing pages shares: a page's own name when one page needs it, else the pages' names. */
const chunkName = (pages: string[]) => (pages.length === 1 ? pages[0] : `landing-${pages.join('-')}`);

/**
 * Which chunk each module goes to, from Rollup's own chunks: the entry's modules stay the entry's, and
 * the modules of the chunks a landing page loads beyond the entry are grouped by the set of landing
 * pages that load them. Any other module is left to Rollup.
 */
export function landingChunkPlan(chunks: OutputChunk[], root: string, pages: LandingPage[]): Map<string, string> {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('landingChunks: the build has no entry');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const plan = new Map<string, string>(entry.moduleIds.map((id) => [id, 'index']));
  const pagesByModule = new Map<string, string[]>();
  for (const page of pages) {
    const loaded = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || chunk === entry || loaded.has(chunk)) return;
      loaded.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    for (const module of page.modules) {
      const chunk = byModule.get(path.resolve(root, module));
      if (!chunk) throw new Error(`landingChunks: ${module} is in no chunk (moved?)`);
      visit(chunk);
    }
    for (const id of [...loaded].flatMap((chunk) => chunk.moduleIds)) {
      pagesByModule.set(id, [...(pagesByModule.get(id) ?? []), page.name]);
    }
  }
  for (const [id, names] of pagesByModule) plan.set(id, chunkName(names));
  return plan;
}

/** Rollup's own chunks for this configuration: a build that writes nothing and does not minify. */
async function rollupOwnChunks(root: string, mode: string): Promise<OutputChunk[]> {
  process.env[ANALYSING] = '1';
  try {
    const output = (await build({
      root,
      mode,
      logLevel: 'silent',
      build: { write: false, minify: false, manifest: false },
    })) as RollupOutput | RollupOutput[];
    const outputs = Array.isArray(output) ? output : [output];
    return outputs.flatMap((result) => result.output.filter((item): item is OutputChunk => item.type === 'chunk'));
  } finally {
    delete process.env[ANALYSING];
  }
}

/**
 * Bundles the landing pages' code in a few chunks, one per set of pages that share it, instead of the
 * two dozen Rollup makes by itself (it splits by every lazy route that uses a module, and most of the
 * shop's routes use the product card, the price format or an icon). Every chunk costs its own gzip
 * header and dictionary and the import lines between chunks: the category page's 24 route chunks were
 * 21.8 KB gzip, the same code in one file 16.2 KB. A route that shares a landing module loads its
 * chunk (cached by then: visits start on landing pages).
 *
 * The plan comes from Rollup's own chunking, in a first build that writes nothing: only Rollup knows
 * which modules the entry really needs (a barrel such as the domain package's index reaches every
 * module statically, zod included, though the entry uses a few). Only the named modules move
 * (`onlyExplicitManualChunks`; otherwise Rollup pulls each one's imports in with it), and the entry's
 * are named too: a chunk named by hand counts as an entry point of its own, and Rollup would split
 * the modules it shares with the real entry out of it.
 */
export function landingChunks(pages: LandingPage[]): Plugin {
  const landingNames = new Set<string>();
  return {
    name: 'spesa-landing-chunks',
    apply: 'build',
    async config(config, env): Promise<UserConfig | undefined> {
      if (process.env[ANALYSING]) return undefined;
      const root = path.resolve(config.root ?? process.cwd());
      const plan = landingChunkPlan(await rollupOwnChunks(root, env.mode), root, pages);
      for (const name of plan.values()) if (name !== 'index') landingNames.add(name);
      return {
        build: {
          rollupOptions: {
            output: { onlyExplicitManualChunks: true, manualChunks: (id: string) => plan.get(id) },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (process.env[ANALYSING]) return;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        const landing = entry.imports.filter((file) =>
          landingNames.has(chunks.find((chunk) => chunk.fileName === file)?.name ?? ''),
        );
        if (landing.length > 0) this.error(`landingChunks: the entry would load ${landing.join(', ')} on every page`);
      }
    },
  };
}
