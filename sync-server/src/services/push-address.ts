import { type LookupAddress, promises as dns } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { BlockList, type LookupFunction, isIP } from 'node:net';

/** Resolves a host name to every address it has (as `dns.lookup` with `all: true`). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Addresses a push is never sent to: this machine, the private networks around it, link-local
 * ones (cloud metadata at 169.254.169.254 and fd00:ec2::254 among them), unique-local, carrier
 * NAT, multicast, reserved and unspecified ones. `BlockList` also matches IPv4-mapped IPv6
 * (`::ffff:10.0.0.1`) against the IPv4 ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // ::/96 holds the unspecified ::, the loopback ::1 and the old IPv4-compatible addresses.
  ['::', 96],
  // NAT64: the IPv4 address it stands for cannot be told from here.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is one a push must never reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Where a push may go: the one address checked, to connect to and nowhere else. */
export type PushTarget =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * Resolves the endpoint's host once and checks every address it has: one blocked address
 * refuses the endpoint, since a resolver may hand out any of them. IP literals are not resolved.
 * `allowPrivate` lets an operator-listed host live inside the network (and tests on 127.0.0.1).
 */
export async function pushTarget(
  hostname: string,
  resolve: Resolve,
  allowPrivate: boolean,
): Promise<PushTarget> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] =
    isIP(literal) !== 0 ? [{ address: literal, family: isIP(literal) }] : await resolve(hostname);
  const first = addresses[0];
  if (!first) return { ok: false, reason: `${hostname}: no address` };
  if (!allowPrivate) {
    const refused = addresses.find((a) => isBlockedAddress(a.address));
    if (refused) return { ok: false, reason: `${hostname} → ${refused.address}: private address` };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * An agent that connects to `target` whatever name it is asked for, so the address checked is
 * the address reached: a second resolution (DNS rebinding) cannot switch it. The request keeps
 * the endpoint's host for TLS (SNI, certificate check) and the Host header. `tls` adds trust
 * (tests' own certificate authority).
 */
export function pinnedAgent(
  target: { address: string; family: 4 | 6 },
  tls: Pick<AgentOptions, 'ca'> = {},
): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Agent({ ...tls, lookup, keepAlive: false, maxSockets: 1 });
}
