/**
 * Host check of §2.1: the site may run from its production hosts, from localhost or from a bare IP
 * address; anywhere else (a copied or framed mirror) the visitor is sent to /caution.
 */

/** Production host names, from the build's VITE_ALLOWED_HOSTS (or the server's ALLOWED_HOSTS) comma list. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export const ALLOWED_HOSTS = parseHostList(import.meta.env.VITE_ALLOWED_HOSTS);

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

export function isIpAddress(hostname: string): boolean {
  // Browsers keep IPv6 hosts in brackets: [::1].
  return IPV4.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname);
}

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Whether the page may run on this host. With no production hosts configured there is nothing to guard,
 * so every host is accepted; localhost and IP addresses are always accepted.
 */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[] = ALLOWED_HOSTS): boolean {
  const host = hostname.toLowerCase();
  if (isLocalHost(host) || isIpAddress(host)) return true;
  if (allowedHosts.length === 0) return true;
  return allowedHosts.includes(host);
}
