// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Writes into the shell's page a preload of every chunk its entry asks for the moment it runs:
 * the bootstrap's chunks and the shared libraries' (shell/src/provide-shared.ts), each shared
 * module from the chunk its provider registered. Without them the browser learns of those
 * files only once main.js has run: no waterfall before the first paint
 * (docs/decisions/first-load-preloads.md). Every
 * package the shell provides is preloaded (the remotes' first screens use them: js-cookie
 * through mf-auth's root), except one provided for later (`providedOnDemand`: focus-trap-react,
 * which only an open dialog loads) and what only it consumes (focus-trap, tabbable), unless
 * the entry's own code asks for it. The list comes from the chunk graph, never typed by hand.
 */
export class EntryChildrenPreloadPlugin {
  /** @param {string[]} providedOnDemand */
  constructor(providedOnDemand) {
    this.providedOnDemand = providedOnDemand;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryChildrenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EntryChildrenPreloadPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const { chunkGraph } = compilation;
        // A shared module is fetched through the share scope, from the chunk its provider
        // registered (the shell's, the first on the page), which is not always its consume's fallback chunk.
        /** @type {Map<string, import('webpack').Module>} */
        const providers = new Map();
        for (const module of compilation.modules) {
          const name = /** @type {{ _name?: unknown }} */ (module)._name;
          if (module.type === 'provide-module' && typeof name === 'string') providers.set(name, module);
        }
        /** The chunk groups a module's async blocks load. @param {import('webpack').Module} module */
        const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter((group) => group !== undefined && group !== null);
        /** The groups the consumes in `chunks` fetch as those chunks load. @param {Iterable<import('webpack').Chunk>} chunks */
        const consumedBy = (chunks) => {
          /** @type {import('webpack').ChunkGroup[]} */
          const groups = [];
          for (const chunk of chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'consume-shared-module') continue;
              const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
              groups.push(...groupsOf((key && providers.get(key)) || module));
            }
          }
          return groups;
        };
        /** `groups` and every group their chunks' consumes fetch, transitively. @param {import('webpack').ChunkGroup[]} groups */
        const closure = (groups) => {
          /** @type {Set<import('webpack').ChunkGroup>} */
          const seen = new Set();
          const queue = [...groups];
          for (let group = queue.shift(); group; group = queue.shift()) {
            if (seen.has(group)) continue;
            seen.add(group);
            queue.push(...consumedBy(group.chunks));
          }
          return seen;
        };
        // Every provider sits in the entry, so each provided package's chunk is an entry child.
        /** @type {Set<import('webpack').ChunkGroup>} */
        const providerGroups = new Set([...providers.values()].flatMap(groupsOf));
        const onDemand = closure(this.providedOnDemand.flatMap((name) => (providers.has(name) ? groupsOf(/** @type {import('webpack').Module} */ (providers.get(name))) : [])));
        const atStart = closure([...consumedBy(entry.chunks), ...entry.getChildren().filter((child) => !providerGroups.has(child))]);
        const own = new Set(entry.getFiles());
        /** @type {Set<string>} */
        const files = new Set();
        for (const group of new Set([...atStart, ...providerGroups])) {
          if (onDemand.has(group) && !atStart.has(group)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (!own.has(file) && /\.(js|css)$/.test(file)) files.add(file);
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const file of [...files].sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}
