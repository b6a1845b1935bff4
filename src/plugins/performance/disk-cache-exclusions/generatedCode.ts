import webpack, {sources} from 'webpack';

/**
 * What webpack's code generation gives for one module (webpack's
 * `CodeGenerationResult`, which it does not export): its code by source type,
 * and the hash of that code once the chunk hashes have asked for it.
 */
export interface CodeGenerationResult {
  sources: Map<string, sources.Source>;
  hash?: string;
  [key: string]: unknown;
}

type CachedData = ReturnType<sources.CachedSource['getCachedData']>;
type Write = {write: (value: unknown) => void};
type Read = {read: () => unknown};

/**
 * One source of a module's generated code, stored as the text it generated
 * and the hash updates it gave: what webpack's `CachedSource` caches. webpack
 * stores the `CachedSource` with the source it wraps (the module's code and
 * the list of replacements made in it), a second copy of the code that a warm
 * build never reads.
 */
class StoredCode {
  constructor(readonly source: sources.CachedSource) {}
}

/** A code generation result, whose `CachedSource`s are stored as `StoredCode`. */
class StoredCodeGeneration {
  constructor(readonly result: CodeGenerationResult) {}
}

const REQUEST = 'docusaurus-website/disk-cache-exclusions';
const REGISTERED = Symbol.for(`${REQUEST}/serializers`);

/**
 * Registers the two serializers with webpack, once per process: webpack's
 * registry is global and refuses a second registration, and the framework
 * loads the site config, and so this module, more than once. The classes of
 * the first load are the ones webpack knows, so later loads use them too.
 */
function storedClasses(): {StoredCodeGeneration: typeof StoredCodeGeneration} {
  const registry = globalThis as {
    [REGISTERED]?: {StoredCodeGeneration: typeof StoredCodeGeneration};
  };
  return (registry[REGISTERED] ??= (() => {
    const {register, registerLoader} = webpack.util.serialization;
    register(StoredCode, REQUEST, 'StoredCode', {
      serialize({source}: StoredCode, {write}: Write) {
        write(source.getCachedData());
      },
      // A CachedSource with everything cached: the text, its size and its hash
      // updates. The source it would fall back on is the same text, unwrapped.
      deserialize({read}: Read) {
        const data = read() as CachedData;
        return new sources.CachedSource(() => new sources.RawSource(data.buffer), data);
      },
    });
    register(StoredCodeGeneration, REQUEST, 'StoredCodeGeneration', {
      // At the store, after the chunk hashes have set `hash`, not when the result was made.
      serialize({result}: StoredCodeGeneration, {write}: Write) {
        const stored = new Map(
          [...result.sources].map(([type, source]) => [
            type,
            source instanceof sources.CachedSource ? new StoredCode(source) : source,
          ]),
        );
        write({...result, sources: stored});
      },
      deserialize: ({read}: Read) => read(),
    });
    // A warm build finds the serializers registered by the config it loaded;
    // webpack would otherwise try to `require` the request to load them.
    registerLoader(new RegExp(`^${REQUEST}$`), () => true);
    return {StoredCodeGeneration};
  })());
}

// At load, with the config: a warm build reads the cache before it stores anything.
const classes = storedClasses();

/** What the disk cache is given to store for a module's code generation result. */
export function storedCodeGeneration(result: CodeGenerationResult): unknown {
  return new classes.StoredCodeGeneration(result);
}
