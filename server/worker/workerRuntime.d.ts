// The Workers runtime types that the generated Env (workerConfiguration.d.ts) names, taken from
// Cloudflare's typings in their module form so they do not replace the DOM types used elsewhere.
type Fetcher = import('@cloudflare/workers-types/index.ts').Fetcher;
type DurableObjectNamespace<T = undefined> =
  import('@cloudflare/workers-types/index.ts').DurableObjectNamespace<T>;
