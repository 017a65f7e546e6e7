import { isIP } from 'node:net';

/**
 * The browsers' own push services, the only places a subscription may point at unless the
 * operator adds more: a host alone is that host, `*.name` is any host under `name`. Chrome and
 * Android use FCM (`android.googleapis.com` for old GCM subscriptions), Firefox Mozilla's
 * autopush, Edge Windows' WNS (`wns2-….notify.windows.com`), Safari Apple's web push service
 * (`web.push.apple.com`).
 */
export const BROWSER_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

interface HostRule {
  /** A lowercase host name or normalised IP literal (an IPv6 one in brackets, as URLs write it). */
  host: string;
  /** `*.name`: any host ending in `.name`. */
  suffix: boolean;
  /** The only port allowed; '' is https' default (443). */
  port: string;
}

/** A subscription endpoint the policy accepts, and whether the operator's list accepted it. */
export interface AllowedEndpoint {
  url: URL;
  /** Accepted by `PUSH_ALLOWED_HOSTS` rather than by the browsers' list. */
  configured: boolean;
}

/**
 * One entry of the browsers' list or of `PUSH_ALLOWED_HOSTS`: `host`, `host:port` or `*.name`.
 * Parsed as a URL's host, so `0x7f.1` becomes `127.0.0.1` as it would in an endpoint.
 */
function ruleOf(entry: string): HostRule {
  const trimmed = entry.trim().toLowerCase();
  const suffix = trimmed.startsWith('*.');
  let url: URL | null;
  try {
    url = new URL(`https://${suffix ? trimmed.slice(2) : trimmed}/`);
  } catch {
    url = null;
  }
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `PUSH_ALLOWED_HOSTS: "${entry}" không hợp lệ: ghi tên máy, tên máy:cổng hoặc *.tên-miền, cách nhau bằng dấu phẩy.`,
    );
  if (suffix && isIpLiteral(url.hostname))
    throw new Error(`PUSH_ALLOWED_HOSTS: "${entry}": *. chỉ dùng được với tên miền.`);
  return { host: url.hostname, suffix, port: url.port };
}

const isIpLiteral = (hostname: string) => isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;

const matches = (rule: HostRule, url: URL) =>
  url.port === rule.port &&
  (rule.suffix ? url.hostname.endsWith(`.${rule.host}`) : url.hostname === rule.host);

/**
 * Which push endpoints this server will store and send to. The endpoint comes from the device,
 * so from whoever is signed in: without a list, any resident could make the server connect to
 * an address inside its network. Only `https:` on a listed host and port is accepted, with no
 * user name or password; an IP literal or another port only when the operator listed it.
 */
export function createEndpointPolicy(allowedHosts: readonly string[] = []) {
  const browsers = BROWSER_PUSH_HOSTS.map(ruleOf);
  const configured = allowedHosts.filter((entry) => entry.trim() !== '').map(ruleOf);
  return {
    /** The endpoint parsed and accepted, or null when it is refused. */
    check(endpoint: string): AllowedEndpoint | null {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return null;
      }
      if (url.protocol !== 'https:' || url.username || url.password) return null;
      if (configured.some((rule) => matches(rule, url))) return { url, configured: true };
      // The browsers' services are names: an IP literal never stands for one of them.
      if (!isIpLiteral(url.hostname) && browsers.some((rule) => matches(rule, url)))
        return { url, configured: false };
      return null;
    },
  };
}
export type EndpointPolicy = ReturnType<typeof createEndpointPolicy>;
