/**
 * NodePorts: a pod asking for a host port fits only on a node where no pod holds that port for
 * the same protocol on the same host IP, or on every IP (0.0.0.0, which an unset hostIP means).
 * The node's ports in use are a set (HostPortInfo): two pods bound to one node with the same port
 * hold one entry, and the first to leave takes it, as upstream's Remove does.
 *
 * Its PreFilter skips a pod without host ports (and, with the gate on, a pod whose resize is
 * Deferred: the restricted cycle runs NodeResourcesFit only, resize-cycle.ts).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/nodeports/node_ports.go
 * (PreFilter, Filter, fitsPorts); staging/src/k8s.io/kube-scheduler/framework/types.go
 * (HostPortInfo Add, Remove, CheckConflict, sanitize); pkg/scheduler/util/utils.go GetHostPorts.
 */
import type { HostPort } from '../../model/pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodePorts';
export const ERR_REASON = "node(s) didn't have free ports for the requested pod ports";

/** DefaultBindAllHostIP: what an unset hostIP binds. */
const BIND_ALL = '0.0.0.0';

/** sanitize: an unset hostIP is every IP, an unset protocol TCP. */
function ipOf(p: HostPort): string {
  return p.hostIP === '' ? BIND_ALL : p.hostIP;
}

function protocolPort(p: HostPort): string {
  return `${p.protocol === '' ? 'TCP' : p.protocol}/${p.hostPort}`;
}

/** A node's host ports in use: by IP, the set of protocol/port pairs. */
export class HostPortInfo {
  private readonly byIP = new Map<string, Set<string>>();

  add(p: HostPort): void {
    if (p.hostPort <= 0) return;
    const ip = ipOf(p);
    let ports = this.byIP.get(ip);
    if (ports === undefined) this.byIP.set(ip, (ports = new Set()));
    ports.add(protocolPort(p));
  }

  remove(p: HostPort): void {
    if (p.hostPort <= 0) return;
    const ip = ipOf(p);
    const ports = this.byIP.get(ip);
    if (ports === undefined) return;
    ports.delete(protocolPort(p));
    if (ports.size === 0) this.byIP.delete(ip);
  }

  /** CheckConflict: 0.0.0.0 conflicts with the pair on any IP; another IP with the pair on itself or on 0.0.0.0. */
  conflicts(p: HostPort): boolean {
    if (p.hostPort <= 0) return false;
    const ip = ipOf(p);
    const pair = protocolPort(p);
    if (ip === BIND_ALL) {
      for (const ports of this.byIP.values()) if (ports.has(pair)) return true;
      return false;
    }
    return (this.byIP.get(BIND_ALL)?.has(pair) ?? false) || (this.byIP.get(ip)?.has(pair) ?? false);
  }

  clone(): HostPortInfo {
    const c = new HostPortInfo();
    for (const [ip, ports] of this.byIP) c.byIP.set(ip, new Set(ports));
    return c;
  }
}

/** PreFilter: the pod's host ports, or undefined (Skip) when it asks for none. */
export function preFilter(hostPorts: readonly HostPort[] | undefined): readonly HostPort[] | undefined {
  return hostPorts === undefined || hostPorts.length === 0 ? undefined : hostPorts;
}

/** fitsPorts: none of `want` conflicts with the ports in use (none in use when `used` is undefined). */
export function fits(want: readonly HostPort[], used: HostPortInfo | undefined): boolean {
  if (used === undefined) return true;
  for (const p of want) if (used.conflicts(p)) return false;
  return true;
}

/** Filter: Unschedulable (preemption may free the port) when a wanted port is in use. */
export function filter(want: readonly HostPort[], used: HostPortInfo | undefined): Status {
  return fits(want, used) ? success(NAME) : status('Unschedulable', NAME, ERR_REASON);
}
