import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Ports of the two-process topology (start-cluster.mjs) shared with the tests that drive it.
export function clusterPorts(base = Number(process.env.CLUSTER_PORT ?? 5400)) {
  return { proxy: base, a: base + 1, b: base + 2, fakes: base + 100 };
}

/** nginx from PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function nginxBinary() {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** Where start-cluster.mjs tells the tests its database URL and the processes' log files. */
export function clusterInfoFile(proxyPort) {
  return path.join(tmpdir(), `careerloom-cluster-${proxyPort}.json`);
}
