import type { Resolver } from './guardedConnector'

/** Names that always exist: when none of them resolves, it is the resolver that fails. */
export const CANARY_HOSTS = ['example.com', 'www.iana.org', 'one.one.one.one']

/**
 * Asked once per run, and only when some name did not resolve: does the resolver answer for names
 * that certainly exist? If not, "no such host" answers are the resolver's failure, not the link's.
 */
export const resolverHealthCheck = (resolve: Resolver, canaries: string[] = CANARY_HOSTS) => {
  let healthy: Promise<boolean> | null = null
  return () =>
    (healthy ??= Promise.any(
      canaries.map((name) =>
        resolve(name).then((addresses) =>
          addresses.length ? true : Promise.reject(new Error(name)),
        ),
      ),
    ).catch(() => false))
}
