// scripts/ci/kube.sh's manifests: deploy/k8s/overlays/podman (the production base, the CI image)
// rendered (scripts/k8s/kustomize.ts), then made runnable by Debian 12's podman 4.3 on the host
// network, and nothing else changed (container spec, probes, env, securityContext stay):
// - the Deployment's replicas become Deployments of one (konew-web-1, -2…): podman runs replicas as
//   pods, and on the host network two would take one port. Each gets its PORT and METRICS_PORT, and
//   the content store as a host folder (CONTENT_DIR), shared as a real deployment's source would be;
//   podman refuses port mappings on the host network: the ports' names become numbers in the probes;
// - the migration Job's pod becomes a Pod (podman runs no Jobs);
// - what podman does not run is left out and named (Service, PDB, HPA, NetworkPolicy, nginx: the
//   test puts the host's nginx in front with the same rendered config as the production profile).
// Usage: kube-pods.ts OUT_DIR ORIGIN PORT,PORT… METRICS_PORT,METRICS_PORT… CONTENT_DIR
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { kustomize, type Manifest } from '../k8s/kustomize';

type Container = {
  name: string;
  env?: Array<{ name: string; value?: string }>;
  ports?: Array<{ name: string; containerPort: number }>;
  [probe: `${string}Probe`]: { httpGet?: { port: string | number } } | undefined;
  volumeMounts?: unknown[];
};
type PodSpec = { containers: Container[]; volumes?: unknown[] };
type Workload = Manifest & { spec: { replicas?: number; template: { spec: PodSpec } } };

const root = path.resolve(import.meta.dirname, '../..');
const [outDir, origin, portList, metricsList, contentDir] = process.argv.slice(2);
if (!outDir || !origin || !portList || !metricsList || !contentDir)
  throw new Error('usage: kube-pods.ts OUT_DIR ORIGIN PORTS METRICS_PORTS CONTENT_DIR');
const ports = portList.split(',').map(Number);
const metricsPorts = metricsList.split(',').map(Number);

const manifests = kustomize(path.join(root, 'deploy/k8s/overlays/podman'));
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`overlays/podman renders no ${kind} ${name}`);
  return structuredClone(found);
};
const configMap = find('ConfigMap', 'konew-web') as Manifest & { data: Record<string, string> };
configMap.data.SITE_ORIGIN = origin;
const deployment = find('Deployment', 'konew-web') as Workload;
const job = find('Job', 'konew-web-migrate') as Workload;
if (ports.length !== deployment.spec.replicas)
  throw new Error(`the Deployment has ${deployment.spec.replicas} replicas: give as many ports`);

const write = (file: string, documents: unknown[]) =>
  writeFileSync(path.join(outDir, file), documents.map((d) => stringify(d)).join('---\n'));
mkdirSync(outDir, { recursive: true });

write('migrate.yaml', [
  {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: job.metadata.name, labels: job.metadata.labels },
    spec: job.spec.template.spec,
  },
]);

ports.forEach((port, index) => {
  const replica = structuredClone(deployment);
  const name = `${deployment.metadata.name}-${index + 1}`;
  replica.metadata.name = name;
  replica.spec.replicas = 1;
  const spec = replica.spec.template.spec;
  for (const container of spec.containers) {
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
      const httpGet = container[probe]?.httpGet;
      if (httpGet) httpGet.port = httpGet.port === 'metrics' ? metricsPorts[index]! : port;
    }
    delete container.ports;
    container.volumeMounts = [{ name: 'content', mountPath: '/content', readOnly: true }];
  }
  spec.volumes = [{ name: 'content', hostPath: { path: contentDir, type: 'Directory' } }];
  // In the ConfigMap's copy of this file: podman 4.3 lets envFrom win over a container's env.
  const settings = structuredClone(configMap);
  Object.assign(settings.data, {
    PORT: String(port),
    METRICS_PORT: String(metricsPorts[index]),
    CONTENT_DIR: '/content',
  });
  write(`${name}.yaml`, [settings, replica]);
  console.log(`kube: ${name} (pod ${name}-pod-0) on port ${port}`);
});

const used = new Set(['ConfigMap/konew-web', 'Deployment/konew-web', 'Job/konew-web-migrate']);
const left = manifests.map((m) => `${m.kind}/${m.metadata.name}`).filter((id) => !used.has(id));
console.log(`kube: not run by podman (no cluster here): ${left.join(', ')}`);
